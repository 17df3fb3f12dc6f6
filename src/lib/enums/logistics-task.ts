import { taskKindCopy, taskRecordTypeCopy, taskStatusCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';
import { narrowEnumeration } from './narrow-enumeration';

/**
 * The two lists of tasks: the routine ones of the member's routes (`task`) and the ad-hoc
 * ones the platform adds beyond them (`task/extra`).
 */
export const TASK_KINDS = ['REGULAR', 'EXTRA'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const taskKind = defineEnumeration(TASK_KINDS, taskKindCopy, neutralTones(TASK_KINDS));

/**
 * A logistics task's status (designed, docs/api.md): waiting to be accepted, accepted and
 * waiting to be picked up, in transit, held up by an exception, delivered, or withdrawn by
 * the platform.
 */
export const TASK_STATUSES = [
  'WAIT',
  'ACCEPTED',
  'TRANSIT',
  'EXCEPTION',
  'DELIVERED',
  'CANCELLED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const taskStatus = defineEnumeration(TASK_STATUSES, taskStatusCopy, {
  WAIT: 'warning',
  ACCEPTED: 'progress',
  TRANSIT: 'progress',
  EXCEPTION: 'error',
  DELIVERED: 'success',
  CANCELLED: 'neutral',
});

/** What a task's record says was done (designed): accepted, picked up, delivered, an exception. */
export const TASK_RECORD_TYPES = ['ACCEPT', 'PICKUP', 'DELIVER', 'EXCEPTION'] as const;
export type TaskRecordType = (typeof TASK_RECORD_TYPES)[number];

export const taskRecordType = defineEnumeration(TASK_RECORD_TYPES, taskRecordTypeCopy, {
  ACCEPT: 'neutral',
  PICKUP: 'progress',
  DELIVER: 'success',
  EXCEPTION: 'error',
});

/** The results a member submits for a task: the records of these types. */
export const TASK_OUTCOMES = [
  'PICKUP',
  'DELIVER',
  'EXCEPTION',
] as const satisfies readonly TaskRecordType[];
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];

export const taskOutcome = narrowEnumeration(taskRecordType, TASK_OUTCOMES);
