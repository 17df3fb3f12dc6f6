import { interruptStatusCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, interrupt status: 0 not applied, 1 applied, 2 in subsidy, 3 refused, 4 completed. */
export const INTERRUPT_STATUSES = [0, 1, 2, 3, 4] as const;
export type InterruptStatus = (typeof INTERRUPT_STATUSES)[number];

export const interruptStatus = defineEnumeration(INTERRUPT_STATUSES, interruptStatusCopy, {
  0: 'neutral',
  1: 'progress',
  2: 'warning',
  3: 'error',
  4: 'success',
});
