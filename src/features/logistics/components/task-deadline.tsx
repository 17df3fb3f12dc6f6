import { Space } from 'antd';
import { StatusTag } from '@/components/ui/status-tag';
import { logisticsCopy } from '@/copy';
import type { TaskSummary } from '../api/logistics-schemas';
import { isOverdue } from '../utils/task-rules';

/** The deadline, marked 已超时 once it has passed on a task still to be done. */
export function TaskDeadline({ task }: { task: Pick<TaskSummary, 'status' | 'deadline'> }) {
  return (
    <Space size={4} wrap>
      <time dateTime={task.deadline}>{task.deadline}</time>
      {isOverdue(task, new Date()) && <StatusTag label={logisticsCopy.overdue} tone="error" />}
    </Space>
  );
}
