import { TASK_RECORD_TYPES, TASK_STATUSES, type TaskRecordType } from '@/lib/enums/logistics-task';
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
} from '@/lib/schema';

/**
 * The two lists of tasks: the routine ones of the member's routes (`task`) and the ad-hoc
 * ones the platform adds beyond them (`task/extra`).
 */
export const TASK_KINDS = ['REGULAR', 'EXTRA'] as const;

/** The results a member submits for a task: the records of these types. */
export const TASK_OUTCOMES = [
  'PICKUP',
  'DELIVER',
  'EXCEPTION',
] as const satisfies readonly TaskRecordType[];

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

export const taskPageSchema = paged(taskSummarySchema);

export const taskQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(TASK_STATUSES)),
  keyword: optional(v.string()),
  /** YYYY-MM-DD, the first day the task was given on. */
  startTime: optional(v.string()),
  /** YYYY-MM-DD, the last day the task was given on. */
  endTime: optional(v.string()),
});

/** One line of a task's goods. */
export const taskGoodSchema = v.object({ goodName: text(), spec: text(), num: num() });

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

/** One record of a task; content is HTML from the editor or text. */
export const taskRecordSchema = v.object({
  recordId: int(),
  type: v.picklist(TASK_RECORD_TYPES),
  content: text(),
  operatorName: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});

/** A record of a type the app does not know is left out rather than shown as another. */
export const taskRecordsSchema = list(taskRecordSchema);

/** A task's result. */
export const taskSubmissionSchema = v.object({
  outcome: v.picklist(TASK_OUTCOMES),
  /** HTML from the editor. */
  content: v.string(),
});

export const trackingTraceSchema = v.object({
  /** YYYY-MM-DD HH:mm:ss */
  time: text(),
  context: text(),
});

/** The shipment's traces, newest first (shaped like /common/kuaidi). */
export const taskTrackingSchema = v.object({
  expressCompany: text(),
  trackingNo: text(),
  traces: list(trackingTraceSchema),
});

export const taskTrackingQuerySchema = v.object({ taskId: v.number() });
