import type { PageQuery } from '@/lib/api-types';
import type { TaskRecordType, TaskStatus } from '@/lib/enums/logistics-task';

export {
  TASK_RECORD_TYPES,
  TASK_STATUSES,
  type TaskRecordType,
  type TaskStatus,
} from '@/lib/enums/logistics-task';

/**
 * The two lists of tasks: the routine ones of the member's routes (`task`) and the ad-hoc
 * ones the platform adds beyond them (`task/extra`).
 */
export const TASK_KINDS = ['REGULAR', 'EXTRA'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The results a member submits for a task: the records of these types. */
export const TASK_OUTCOMES = [
  'PICKUP',
  'DELIVER',
  'EXCEPTION',
] as const satisfies readonly TaskRecordType[];
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

/** One row of GET task and GET task/extra (designed). */
export interface TaskSummary {
  taskId: number;
  taskNo: string;
  kind: TaskKind;
  title: string;
  status: TaskStatus;
  consignee: string;
  receiverAddress: string;
  /** YYYY-MM-DD HH:mm:ss: the task must be delivered by then. */
  deadline: string;
  /** YYYY-MM-DD HH:mm:ss: when the platform gave the task. */
  createTime: string;
}

export interface TaskPage {
  list: TaskSummary[];
  total: number;
}

export interface TaskQuery extends PageQuery {
  status?: TaskStatus;
  keyword?: string;
  /** YYYY-MM-DD, the first day the task was given on. */
  startTime?: string;
  /** YYYY-MM-DD, the last day the task was given on. */
  endTime?: string;
}

/** One line of a task's goods. */
export interface TaskGood {
  goodName: string;
  spec: string;
  num: number;
}

/** GET task/{id} (designed): the task with its goods, both ends and its shipment. */
export interface TaskDetail extends TaskSummary {
  receiverPhone: string;
  sender: string;
  senderPhone: string;
  senderAddress: string;
  remark: string;
  goods: TaskGood[];
  /** Set once the goods are picked up and handed to the carrier, null before. */
  expressCompany: string | null;
  trackingNo: string | null;
  /** YYYY-MM-DD HH:mm:ss of the pick-up, null before. */
  pickupTime: string | null;
}

/** One record of GET task/{id}/record (designed); content is HTML from the editor or text. */
export interface TaskRecord {
  recordId: number;
  type: TaskRecordType;
  content: string;
  operatorName: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

/** POST task/{id}/submit (designed): the result, with an Idempotency-Key per intent. */
export interface TaskSubmission {
  outcome: TaskOutcome;
  /** HTML from the editor. */
  content: string;
}

export interface TrackingTrace {
  /** YYYY-MM-DD HH:mm:ss */
  time: string;
  context: string;
}

/** GET logistics (SPEC path, shaped like /common/kuaidi): the shipment's traces, newest first. */
export interface TaskTracking {
  expressCompany: string;
  trackingNo: string;
  traces: TrackingTrace[];
}
