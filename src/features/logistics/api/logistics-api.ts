import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import {
  taskDetailSchema,
  taskPageSchema,
  taskRecordsSchema,
  taskTrackingSchema,
} from './logistics-schemas';
import type { TaskKind, TaskQuery, TaskSubmission } from './logistics-types';

export const LOGISTICS_PATHS = {
  regular: 'v1/front/task',
  extra: 'v1/front/task/extra',
  detail: 'v1/front/task/:taskId',
  records: 'v1/front/task/:taskId/record',
  accept: 'v1/front/task/:taskId/accept',
  submit: 'v1/front/task/:taskId/submit',
  tracking: 'v1/front/logistics',
} as const;

/** The member's routine tasks (REGULAR) or the ad-hoc ones (EXTRA), the latest given first. */
export const getTasks = (kind: TaskKind, query: TaskQuery) =>
  kind === 'EXTRA'
    ? apiClient.get(LOGISTICS_PATHS.extra, taskPageSchema, { params: query })
    : apiClient.get(LOGISTICS_PATHS.regular, taskPageSchema, { params: query });

export const getTask = (taskId: number) =>
  apiClient.get(fillPath(LOGISTICS_PATHS.detail, { taskId }), taskDetailSchema);

/** The task's records, the newest first. */
export const getTaskRecords = (taskId: number) =>
  apiClient.get(fillPath(LOGISTICS_PATHS.records, { taskId }), taskRecordsSchema);

/** 接单: the task comes back accepted. */
export const acceptTask = (taskId: number) =>
  apiClient.post(fillPath(LOGISTICS_PATHS.accept, { taskId }), {}, taskDetailSchema);

/**
 * A task's result; one idempotency key per 提交 intent, so a form sent again after a lost
 * answer is recorded once. The task comes back with its new status.
 */
export const submitTask = (taskId: number, body: TaskSubmission, idempotencyKey: string) =>
  apiClient.post(fillPath(LOGISTICS_PATHS.submit, { taskId }), body, taskDetailSchema, {
    idempotencyKey,
  });

/** The shipment's traces, newest first; refused while the task has no shipment. */
export const getTaskTracking = (taskId: number) =>
  apiClient.get(LOGISTICS_PATHS.tracking, taskTrackingSchema, { params: { taskId } });
