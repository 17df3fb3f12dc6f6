import {
  TASK_KINDS,
  TASK_RECORD_TYPES,
  TASK_STATUSES,
  type TaskRecordType,
} from '@/lib/enums/logistics-task';
import {
  int,
  list,
  num,
  oneOf,
  optional,
  paged,
  pageQuery,
  text,
  textOrNull,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** The results a member submits for a task: the records of these types. */
export const TASK_OUTCOMES = [
  'PICKUP',
  'DELIVER',
  'EXCEPTION',
] as const satisfies readonly TaskRecordType[];
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

const summaryEntries = {
  taskId: int(),
  taskNo: text(),
  kind: oneOf(TASK_KINDS, 'REGULAR'),
  title: text(),
  // an unknown status offers nothing: neither 接单 nor 提交结果
  status: oneOf(TASK_STATUSES, 'CANCELLED'),
  consignee: text(),
  receiverAddress: text(),
  /** YYYY-MM-DD HH:mm:ss: the task must be delivered by then. */
  deadline: text(),
  /** YYYY-MM-DD HH:mm:ss: when the platform gave the task. */
  createTime: text(),
};

/** One row of the member's routine or ad-hoc tasks. */
export const taskSummarySchema = v.object(summaryEntries);
export type TaskSummary = Output<typeof taskSummarySchema>;

export const taskPageSchema = paged(taskSummarySchema);
export type TaskPage = Output<typeof taskPageSchema>;

export const taskQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(TASK_STATUSES)),
  keyword: optional(v.string()),
  /** YYYY-MM-DD, the first day the task was given on. */
  startTime: optional(v.string()),
  /** YYYY-MM-DD, the last day the task was given on. */
  endTime: optional(v.string()),
});
export type TaskQuery = Input<typeof taskQuerySchema>;

/** One line of a task's goods. */
export const taskGoodSchema = v.object({ goodName: text(), spec: text(), num: num() });
export type TaskGood = Output<typeof taskGoodSchema>;

/** The task with its goods, both ends and its shipment. */
export const taskDetailSchema = v.object({
  ...summaryEntries,
  receiverPhone: text(),
  sender: text(),
  senderPhone: text(),
  senderAddress: text(),
  remark: text(),
  goods: list(taskGoodSchema),
  /** Set once the goods are picked up and handed to the carrier, null before. */
  expressCompany: textOrNull(),
  trackingNo: textOrNull(),
  /** YYYY-MM-DD HH:mm:ss of the pick-up, null before. */
  pickupTime: textOrNull(),
});
export type TaskDetail = Output<typeof taskDetailSchema>;

/** One record of a task; content is HTML from the editor or text. */
export const taskRecordSchema = v.object({
  recordId: int(),
  type: v.picklist(TASK_RECORD_TYPES),
  content: text(),
  operatorName: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type TaskRecord = Output<typeof taskRecordSchema>;

/** A record of a type the app does not know is left out rather than shown as another. */
export const taskRecordsSchema = list(taskRecordSchema);

/** A task's result. */
export const taskSubmissionSchema = v.object({
  outcome: v.picklist(TASK_OUTCOMES),
  /** HTML from the editor. */
  content: v.string(),
});

/** The result of a task, with an Idempotency-Key per intent. */
export type TaskSubmission = Input<typeof taskSubmissionSchema>;

export const trackingTraceSchema = v.object({
  /** YYYY-MM-DD HH:mm:ss */
  time: text(),
  context: text(),
});
export type TrackingTrace = Output<typeof trackingTraceSchema>;

/** The shipment's traces, newest first (shaped like /common/kuaidi). */
export const taskTrackingSchema = v.object({
  expressCompany: text(),
  trackingNo: text(),
  traces: list(trackingTraceSchema),
});
export type TaskTracking = Output<typeof taskTrackingSchema>;

export const taskTrackingQuerySchema = v.object({ taskId: v.number() });
