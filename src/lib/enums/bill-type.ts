import { billTypeCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** The kinds of money movement in the member's statement. */
export const BILL_TYPES = [
  'RECHARGE',
  'CONSUME',
  'REFUND',
  'WITHDRAW',
  'INCOME',
  'REWARD',
] as const;
export type BillType = (typeof BILL_TYPES)[number];

export const billType = defineEnumeration(BILL_TYPES, billTypeCopy, neutralTones(BILL_TYPES));
