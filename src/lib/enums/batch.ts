import { batchStatusCopy, batchTypeCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, batch status: 0 unaudited, 1 passed, 2 refused, 3 audit complete. */
export const BATCH_STATUSES = [0, 1, 2, 3] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** A passed batch still waits for 完成入库, so only a completed one reads as done. */
export const batchStatus = defineEnumeration(BATCH_STATUSES, batchStatusCopy, {
  0: 'progress',
  1: 'warning',
  2: 'error',
  3: 'success',
});

/** SPEC section 3, batch type: 0 unknown, 1 restock, 2 new batch. */
export const BATCH_TYPES = [0, 1, 2] as const;
export type BatchType = (typeof BATCH_TYPES)[number];

export const batchType = defineEnumeration(BATCH_TYPES, batchTypeCopy, {
  0: 'neutral',
  1: 'progress',
  2: 'success',
});
