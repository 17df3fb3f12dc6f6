import { creditLevelCopy, guaranteeRecordCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** What happened to a deposit (designed): paid in, returned, or deducted for a breach. */
export const GUARANTEE_RECORD_TYPES = ['PAY', 'RETURN', 'DEDUCT'] as const;
export type GuaranteeRecordType = (typeof GUARANTEE_RECORD_TYPES)[number];

export const guaranteeRecordType = defineEnumeration(GUARANTEE_RECORD_TYPES, guaranteeRecordCopy, {
  PAY: 'neutral',
  RETURN: 'success',
  DEDUCT: 'error',
});

/** The credit levels (designed), best first; each labelled with what it says of the member. */
export const CREDIT_LEVELS = ['AAA', 'AA', 'A', 'B', 'C'] as const;
export type CreditLevel = (typeof CREDIT_LEVELS)[number];

/** A level names, it does not report: shown as a mark (LabelTag), every level alike. */
export const creditLevel = defineEnumeration(
  CREDIT_LEVELS,
  creditLevelCopy,
  neutralTones(CREDIT_LEVELS),
);
