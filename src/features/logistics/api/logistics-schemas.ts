import * as v from 'valibot';
import * as s from '@/lib/schema';
import {
  TASK_KINDS,
  TASK_OUTCOMES,
  TASK_RECORD_TYPES,
  TASK_STATUSES,
} from '@/lib/enums/logistics-task';

const summaryEntries = {
  taskId: s.int(),
  taskNo: s.text(),
  kind: s.oneOf(TASK_KINDS, 'REGULAR'),
  title: s.text(),
  // an unknown status offers nothing: neither 接单 nor 提交结果
  status: s.oneOf(TASK_STATUSES, 'CANCELLED'),
  consignee: s.text(),
  receiverAddress: s.text(),
  /** YYYY-MM-DD HH:mm:ss: the task must be delivered by then. */
  deadline: s.text(),
  /** YYYY-MM-DD HH:mm:ss: when the platform gave the task. */
  createTime: s.text(),
};

/** One row of the member's routine or ad-hoc tasks. */
export const taskSummarySchema = v.object(summaryEntries);
export type TaskSummary = s.Output<typeof taskSummarySchema>;

export const taskPageSchema = s.paged(taskSummarySchema);

export const taskQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(TASK_STATUSES)),
  keyword: v.optional(v.string()),
  /** The days the task was given on. */
  ...s.dayRange,
});
export type TaskQuery = s.Input<typeof taskQuerySchema>;

/** One line of a task's goods. */
export const taskGoodSchema = v.object({ goodName: s.text(), spec: s.text(), num: s.num() });
export type TaskGood = s.Output<typeof taskGoodSchema>;

/** The task with its goods, both ends and its shipment. */
export const taskDetailSchema = v.object({
  ...summaryEntries,
  receiverPhone: s.text(),
  sender: s.text(),
  senderPhone: s.text(),
  senderAddress: s.text(),
  remark: s.text(),
  goods: s.list(taskGoodSchema),
  /** Set once the goods are picked up and handed to the carrier, null before. */
  expressCompany: s.textOrNull(),
  trackingNo: s.textOrNull(),
  /** YYYY-MM-DD HH:mm:ss of the pick-up, null before. */
  pickupTime: s.textOrNull(),
});
export type TaskDetail = s.Output<typeof taskDetailSchema>;

/** One record of a task; content is HTML from the editor or text. */
export const taskRecordSchema = v.object({
  recordId: s.int(),
  type: v.picklist(TASK_RECORD_TYPES),
  content: s.text(),
  operatorName: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type TaskRecord = s.Output<typeof taskRecordSchema>;

/** A record of a type the app does not know is left out rather than shown as another. */
export const taskRecordsSchema = s.list(taskRecordSchema);

/** A task's result. */
export const taskSubmissionSchema = v.object({
  outcome: v.picklist(TASK_OUTCOMES),
  /** HTML from the editor. */
  content: v.string(),
});

/** The result of a task, with an Idempotency-Key per intent. */
export type TaskSubmission = s.Input<typeof taskSubmissionSchema>;

export const taskTrackingQuerySchema = v.object({ taskId: v.number() });
