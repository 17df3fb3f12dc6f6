import type { Input, Output } from '@/lib/schema';
import type {
  TASK_KINDS,
  TASK_OUTCOMES,
  taskDetailSchema,
  taskGoodSchema,
  taskPageSchema,
  taskQuerySchema,
  taskRecordSchema,
  taskSubmissionSchema,
  taskSummarySchema,
  taskTrackingSchema,
  trackingTraceSchema,
} from './logistics-schemas';

export {
  TASK_RECORD_TYPES,
  TASK_STATUSES,
  type TaskRecordType,
  type TaskStatus,
} from '@/lib/enums/logistics-task';
export { TASK_KINDS, TASK_OUTCOMES } from './logistics-schemas';

export type TaskKind = (typeof TASK_KINDS)[number];
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export type TaskSummary = Output<typeof taskSummarySchema>;
export type TaskPage = Output<typeof taskPageSchema>;
export type TaskQuery = Input<typeof taskQuerySchema>;
export type TaskGood = Output<typeof taskGoodSchema>;
export type TaskDetail = Output<typeof taskDetailSchema>;
export type TaskRecord = Output<typeof taskRecordSchema>;
/** The result of a task, with an Idempotency-Key per intent. */
export type TaskSubmission = Input<typeof taskSubmissionSchema>;
export type TrackingTrace = Output<typeof trackingTraceSchema>;
export type TaskTracking = Output<typeof taskTrackingSchema>;
