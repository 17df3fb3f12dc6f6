import type { Input, Output } from '@/lib/schema';
import type {
  awardPageSchema,
  awardQuerySchema,
  awardSchema,
  CREDIT_LEVELS,
  creditLogPageSchema,
  creditLogQuerySchema,
  creditLogSchema,
  creditRatingSchema,
  GUARANTEE_RECORD_TYPES,
  guaranteeRecordSchema,
  guaranteeSchema,
  guaranteeSummarySchema,
} from './standing-schemas';

export { GUARANTEE_STATUSES, type GuaranteeStatus } from '@/lib/enums/guarantee-status';
/** The states of a reward (designed). */
export { AWARD_STATES, type AwardState } from '@/lib/enums/designed';
export { CREDIT_LEVELS, GUARANTEE_RECORD_TYPES } from './standing-schemas';

export type GuaranteeRecordType = (typeof GUARANTEE_RECORD_TYPES)[number];
export type CreditLevel = (typeof CREDIT_LEVELS)[number];

export type GuaranteeRecord = Output<typeof guaranteeRecordSchema>;
export type Guarantee = Output<typeof guaranteeSchema>;
export type GuaranteeSummary = Output<typeof guaranteeSummarySchema>;
export type Award = Output<typeof awardSchema>;
export type AwardPage = Output<typeof awardPageSchema>;
export type AwardQuery = Input<typeof awardQuerySchema>;
export type CreditRating = Output<typeof creditRatingSchema>;
export type CreditLog = Output<typeof creditLogSchema>;
export type CreditLogPage = Output<typeof creditLogPageSchema>;
export type CreditLogQuery = Input<typeof creditLogQuerySchema>;
