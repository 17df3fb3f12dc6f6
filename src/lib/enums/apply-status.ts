import { applyStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, apply status of a request: 0 none yet (undecided), 1 agreed, 2 rejected. */
export const APPLY_STATUSES = [0, 1, 2] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

export const applyStatus = defineEnumeration(APPLY_STATUSES, applyStatusCopy, {
  0: 'progress',
  1: 'success',
  2: 'error',
});
