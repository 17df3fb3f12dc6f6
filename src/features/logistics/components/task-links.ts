import { hrefs, memberPath } from '@/config/paths';
import type { TaskKind } from '@/lib/enums/logistics-task';

const LISTS: Record<TaskKind, string> = {
  REGULAR: memberPath('logistics_tasks'),
  EXTRA: memberPath('logistics_tasks1'),
};

/**
 * Each list shows its tasks, or one of them (?id=, useDetailParam's); records and the result
 * have routes of their own.
 */
export const taskLinks = {
  list: (kind: TaskKind) => LISTS[kind],
  records: (taskId: number) => hrefs.recordList(taskId),
  submission: (taskId: number) => hrefs.taskSubmission(taskId),
};
