import { guaranteeStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, guarantee status: 0 held, 1 all returned, 2 partly deducted, 3 all deducted. */
export const GUARANTEE_STATUSES = [0, 1, 2, 3] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

export const guaranteeStatus = defineEnumeration(GUARANTEE_STATUSES, guaranteeStatusCopy, {
  0: 'progress',
  1: 'success',
  2: 'warning',
  3: 'error',
});
