import { int, list, num, oneOf, paged, text, textOrNull, v, type Schema } from '@/lib/schema';
import {
  TASK_KINDS,
  TASK_RECORD_TYPES,
  TASK_STATUSES,
  type TaskDetail,
  type TaskPage,
  type TaskRecord,
  type TaskSummary,
  type TaskTracking,
} from './logistics-types';

const summaryEntries = {
  taskId: int(),
  taskNo: text(),
  kind: oneOf(TASK_KINDS, 'REGULAR'),
  title: text(),
  // an unknown status offers nothing: neither 接单 nor 提交结果
  status: oneOf(TASK_STATUSES, 'CANCELLED'),
  consignee: text(),
  receiverAddress: text(),
  deadline: text(),
  createTime: text(),
};

export const taskSummarySchema: Schema<TaskSummary> = v.object(summaryEntries);

export const taskPageSchema: Schema<TaskPage> = paged(taskSummarySchema);

export const taskDetailSchema: Schema<TaskDetail> = v.object({
  ...summaryEntries,
  receiverPhone: text(),
  sender: text(),
  senderPhone: text(),
  senderAddress: text(),
  remark: text(),
  goods: list(v.object({ goodName: text(), spec: text(), num: num() })),
  expressCompany: textOrNull(),
  trackingNo: textOrNull(),
  pickupTime: textOrNull(),
});

/** A record of a type the app does not know is left out rather than shown as another. */
export const taskRecordsSchema: Schema<TaskRecord[]> = list(
  v.object({
    recordId: int(),
    type: v.picklist(TASK_RECORD_TYPES),
    content: text(),
    operatorName: text(),
    createTime: text(),
  }),
);

export const taskTrackingSchema: Schema<TaskTracking> = v.object({
  expressCompany: text(),
  trackingNo: text(),
  traces: list(v.object({ time: text(), context: text() })),
});
