import type {
  TaskDetail,
  TaskRecord,
  TaskSummary,
} from '@/features/logistics/api/logistics-schemas';
import {
  TASK_OUTCOMES,
  type TaskKind,
  type TaskOutcome,
  type TaskStatus,
} from '@/lib/enums/logistics-task';
import { PERMISSIONS } from '@/lib/permissions';
import type { Tracking, TrackingTrace } from '@/lib/tracking-schema';
import { htmlToText } from '@/utils/html-text';
import { inDayRange, type DayRange } from './day-range';
import { logisticsError } from './errors/logistics';
import { hasVisibleContent } from './field-rules';
import type { LogisticsTaskRow, TaskRecordRow } from './logistics-rows';
import { matchesKeyword } from './paging';
import { requirePermission } from './permission';
import { nextSequence } from './sequences';
import { formatTime, shiftTime } from './time';
import type { Database, UserRow } from './types';

const CONTENT_MAX = 1000;

/** The start of each express company's waybill numbers. */
const WAYBILL_PREFIXES: Record<string, string> = {
  顺丰速运: 'SF',
  京东物流: 'JDV',
  中通快递: '78',
  圆通速递: 'YT',
  韵达快递: '43',
};

/** The waybill a task's goods get when handed to its carrier. */
export const waybillOf = (row: Pick<LogisticsTaskRow, 'carrier' | 'taskNo'>): string =>
  `${WAYBILL_PREFIXES[row.carrier] ?? 'WB'}${row.taskNo.replace(/\D/g, '')}`;

const toSummary = (row: LogisticsTaskRow): TaskSummary => ({
  taskId: row.taskId,
  taskNo: row.taskNo,
  kind: row.kind,
  title: row.title,
  status: row.status,
  consignee: row.consignee,
  receiverAddress: row.receiverAddress,
  deadline: row.deadline,
  createTime: row.createTime,
});

const recordsOf = (db: Database, taskId: number): TaskRecordRow[] =>
  db.logistics.records
    .filter((record) => record.taskId === taskId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.recordId - a.recordId);

/** When the goods were picked up: the time of the task's pick-up record, null before. */
const pickupOf = (db: Database, taskId: number): TaskRecordRow | undefined =>
  recordsOf(db, taskId).findLast((record) => record.type === 'PICKUP');

function toDetail(db: Database, row: LogisticsTaskRow): TaskDetail {
  return {
    ...toSummary(row),
    receiverPhone: row.receiverPhone,
    sender: row.sender,
    senderPhone: row.senderPhone,
    senderAddress: row.senderAddress,
    remark: row.remark,
    goods: row.goods,
    expressCompany: row.trackingNo === null ? null : row.carrier,
    trackingNo: row.trackingNo,
    pickupTime: pickupOf(db, row.taskId)?.createTime ?? null,
  };
}

export interface TaskFilter {
  status: TaskStatus | null;
  keyword: string;
  days: DayRange;
}

/**
 * The member's tasks of one kind, the latest given first: by status, by a keyword in the
 * number, title, consignee, address or goods, and by the days they were given on.
 */
export const listTasks = (
  db: Database,
  userId: number,
  kind: TaskKind,
  { status, keyword, days }: TaskFilter,
): TaskSummary[] =>
  db.logistics.tasks
    .filter(
      (row) =>
        row.userId === userId &&
        row.kind === kind &&
        (status === null || row.status === status) &&
        inDayRange(row.createTime, days) &&
        matchesKeyword(
          keyword,
          row.taskNo,
          row.title,
          row.consignee,
          row.receiverAddress,
          ...row.goods.map((good) => good.goodName),
        ),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.taskId - a.taskId)
    .map(toSummary);

function requireOwnTask(db: Database, userId: number, taskId: number): LogisticsTaskRow {
  const row = db.logistics.tasks.find((task) => task.taskId === taskId && task.userId === userId);
  if (!row) throw logisticsError('taskNotFound');
  return row;
}

export const taskDetail = (db: Database, userId: number, taskId: number): TaskDetail =>
  toDetail(db, requireOwnTask(db, userId, taskId));

const toRecord = ({ recordId, type, content, operatorName, createTime }: TaskRecord) => ({
  recordId,
  type,
  content,
  operatorName,
  createTime,
});

/** The task's records, the newest first. */
export function taskRecords(db: Database, userId: number, taskId: number): TaskRecord[] {
  requireOwnTask(db, userId, taskId);
  return recordsOf(db, taskId).map(toRecord);
}

function addRecord(
  db: Database,
  user: UserRow,
  row: LogisticsTaskRow,
  type: TaskRecord['type'],
  content: string,
  now: Date,
): void {
  db.logistics.records.push({
    recordId: nextSequence(db, 'taskRecordId'),
    taskId: row.taskId,
    type,
    content,
    operatorName: user.userName,
    createTime: formatTime(now),
  });
}

/** task/{id}/accept, 接单: a task waiting for a taker is the member's to do by its deadline. */
export function acceptTask(db: Database, user: UserRow, taskId: number, now: Date): TaskDetail {
  requirePermission(user, PERMISSIONS.logisticsTask);
  const row = requireOwnTask(db, user.userId, taskId);
  if (row.status !== 'WAIT') throw logisticsError('notWaiting');
  row.status = 'ACCEPTED';
  addRecord(db, user, row, 'ACCEPT', `<p>已接单，将于 ${row.deadline} 前送达</p>`, now);
  return toDetail(db, row);
}

/**
 * The server's own rule of what a task can take next: a pick-up once accepted, a delivery once
 * in transit, an exception in between; after an exception the way goes on where it stopped.
 */
function allowedOutcomes(db: Database, row: LogisticsTaskRow): readonly TaskOutcome[] {
  const pickedUp = pickupOf(db, row.taskId) !== undefined;
  if (row.status === 'ACCEPTED') return ['PICKUP', 'EXCEPTION'];
  if (row.status === 'TRANSIT') return ['DELIVER', 'EXCEPTION'];
  if (row.status === 'EXCEPTION') return [pickedUp ? 'DELIVER' : 'PICKUP', 'EXCEPTION'];
  return [];
}

const STATUS_AFTER: Record<TaskOutcome, TaskStatus> = {
  PICKUP: 'TRANSIT',
  DELIVER: 'DELIVERED',
  EXCEPTION: 'EXCEPTION',
};

export interface SubmissionInput {
  outcome: string;
  content: string;
}

/**
 * task/{id}/submit: the result of a task under way, recorded as the member's; a pick-up hands
 * the goods to the carrier (the waybill is given), a delivery ends the task.
 */
export function submitTask(
  db: Database,
  user: UserRow,
  taskId: number,
  input: SubmissionInput,
  now: Date,
): TaskDetail {
  requirePermission(user, PERMISSIONS.logisticsTask);
  const row = requireOwnTask(db, user.userId, taskId);
  const outcome = TASK_OUTCOMES.find((known) => known === input.outcome);
  if (!outcome) throw logisticsError('outcomeInvalid');
  if (!allowedOutcomes(db, row).includes(outcome)) throw logisticsError('outcomeNotAllowed');
  if (!hasVisibleContent(input.content)) throw logisticsError('contentMissing');
  if (htmlToText(input.content).length > CONTENT_MAX) throw logisticsError('contentTooLong');
  addRecord(db, user, row, outcome, input.content, now);
  row.status = STATUS_AFTER[outcome];
  if (outcome === 'PICKUP') row.trackingNo ??= waybillOf(row);
  return toDetail(db, row);
}

/** The carrier's steps between pick-up and delivery: minutes after the pick-up, and the text. */
const TRANSIT_STEPS: readonly (readonly [number, string])[] = [
  [120, '快件已到达【深圳转运中心】'],
  [300, '快件已从【深圳转运中心】发出，正在发往目的地网点'],
  [600, '快件已到达目的地网点，正在安排派送'],
];

/**
 * GET logistics: the shipment's traces as the carrier tells them, newest first: picked up,
 * its transit steps until it was delivered (or until now), the exceptions reported after the
 * pick-up, and the delivery.
 */
export function trackTask(db: Database, userId: number, taskId: number, now: Date): Tracking {
  const row = requireOwnTask(db, userId, taskId);
  const pickup = pickupOf(db, taskId);
  if (row.trackingNo === null || !pickup) throw logisticsError('noShipment');
  const records = recordsOf(db, taskId).filter((record) => record.createTime >= pickup.createTime);
  const delivered = records.find((record) => record.type === 'DELIVER');
  const until = delivered?.createTime ?? formatTime(now);
  const traces: TrackingTrace[] = [
    {
      time: pickup.createTime,
      context: `【${row.carrier}】已揽收，揽件人：${pickup.operatorName}`,
    },
    ...TRANSIT_STEPS.map(([minutes, context]) => ({
      time: shiftTime(pickup.createTime, minutes),
      context,
    })).filter((trace) => trace.time < until),
    ...records
      .filter((record) => record.type === 'EXCEPTION')
      .map((record) => ({ time: record.createTime, context: '快件派送异常，正在处理中' })),
    ...(delivered
      ? [{ time: delivered.createTime, context: `快件已签收，签收人：${row.consignee}` }]
      : []),
  ];
  return {
    expressCompany: row.carrier,
    trackingNo: row.trackingNo,
    // oldest first as they happened (a sort keeps the order of equal times), then reversed
    traces: traces.sort((a, b) => a.time.localeCompare(b.time)).reverse(),
  };
}
