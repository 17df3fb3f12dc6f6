import { apiClient } from '@/lib/api-client';
import type { TaskKind } from '@/lib/enums/logistics-task';
import { logisticsEndpoints } from './logistics-endpoints';
import type { TaskQuery, TaskSubmission } from './logistics-schemas';

const TASK_LISTS = {
  REGULAR: logisticsEndpoints.regular,
  EXTRA: logisticsEndpoints.extra,
} as const satisfies Record<TaskKind, unknown>;

/** The member's routine tasks (REGULAR) or the ad-hoc ones (EXTRA), the latest given first. */
export const getTasks = (kind: TaskKind, query: TaskQuery) =>
  apiClient.call(TASK_LISTS[kind], { query });

export const getTask = (taskId: number) =>
  apiClient.call(logisticsEndpoints.detail, { path: { taskId } });

export const getTaskRecords = (taskId: number) =>
  apiClient.call(logisticsEndpoints.records, { path: { taskId } });

export const acceptTask = (taskId: number) =>
  apiClient.call(logisticsEndpoints.accept, { path: { taskId } });

/** One idempotency key per 提交 intent, so a form sent again after a lost answer is recorded once. */
export const submitTask = (taskId: number, body: TaskSubmission, idempotencyKey: string) =>
  apiClient.call(logisticsEndpoints.submit, { path: { taskId }, body, idempotencyKey });

export const getTaskTracking = (taskId: number) =>
  apiClient.call(logisticsEndpoints.tracking, { query: { taskId } });
