import * as v from 'valibot';
import * as s from '@/lib/schema';
import { AWARD_STATES } from '@/lib/enums/designed';
import { GUARANTEE_STATUSES } from '@/lib/enums/guarantee-status';
import { CREDIT_LEVELS, GUARANTEE_RECORD_TYPES } from '@/lib/enums/standing';
import { creditLevelOf } from '../utils/credit-levels';

/** One of `values` compared as text (2 and '2' agree), or null when missing or unknown. */
const knownOrNull = <const T extends string | number>(values: readonly T[]): s.Schema<T | null> =>
  s.orElse(
    v.pipe(
      v.unknown(),
      v.metadata({ enum: [...values] }),
      v.transform((value) => values.find((known) => String(known) === String(value)) ?? null),
    ),
    null,
  );

/** One line of a deposit's history. */
export const guaranteeRecordSchema = v.object({
  recordId: s.int(),
  // a history line of a kind the app does not know is left out: money is never guessed
  type: v.picklist(GUARANTEE_RECORD_TYPES),
  /** fen, > 0 */
  amount: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** Why it was returned or deducted ('' when none). */
  reason: s.text(),
});
export type GuaranteeRecord = s.Output<typeof guaranteeRecordSchema>;

/** One deposit of the member. */
export const guaranteeSchema = v.object({
  guaranteeId: s.int(),
  /** The business it secures, e.g. 分销中心保证金. */
  guaranteeName: s.text(),
  /** fen, what was paid. */
  amount: s.fen(),
  /** fen, what the platform holds of it now. */
  held: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  payTime: s.text(),
  /** null when the server sent a status the app does not know. */
  // an unknown status is shown as unknown, the deposit itself stays listed
  status: knownOrNull(GUARANTEE_STATUSES),
  /** Oldest first. */
  records: s.list(guaranteeRecordSchema),
});
export type Guarantee = s.Output<typeof guaranteeSchema>;

/** The member's deposits and what they hold now in all; a missing total is their sum. */
export const guaranteeSummarySchema = v.pipe(
  v.object({
    /** fen, the deposits held now, all together. */
    held: v.optional(s.fen()),
    list: s.list(guaranteeSchema),
  }),
  v.transform(({ held, list: rows }) => ({
    held: held ?? rows.reduce((sum, row) => sum + row.held, 0),
    list: rows,
  })),
);
export type GuaranteeSummary = s.Output<typeof guaranteeSummarySchema>;

/** One reward of the member. */
export const awardSchema = v.object({
  awardId: s.int(),
  awardName: s.text(),
  reason: s.text(),
  /** fen, > 0 */
  amount: s.fen(),
  /** YYYY-MM-DD HH:mm:ss, when it was granted. */
  createTime: s.text(),
  /** YYYY-MM-DD HH:mm:ss, when it was claimed ('' unless claimed). */
  claimTime: s.text(),
  // a reward in a state the app does not know is left out: whether it can be claimed is unknown
  state: v.picklist(AWARD_STATES),
});
export type Award = s.Output<typeof awardSchema>;

export const awardPageSchema = s.paged(awardSchema);

export const awardQuerySchema = v.object({
  ...s.pageQuery,
  state: v.optional(v.picklist(AWARD_STATES)),
});
export type AwardQuery = s.Input<typeof awardQuerySchema>;

/** The server's level when it is one the app knows, otherwise the level of the score. */
export const creditRatingSchema = v.pipe(
  v.object({
    /** 0 to 100 */
    score: s.int(),
    level: knownOrNull(CREDIT_LEVELS),
    /** YYYY-MM-DD HH:mm:ss ('' when unknown). */
    updateTime: s.text(),
  }),
  v.transform(({ score, level, updateTime }) => ({
    score,
    level: level ?? creditLevelOf(score),
    updateTime,
  })),
);
export type CreditRating = s.Output<typeof creditRatingSchema>;

/** One change of the credit score. */
export const creditLogSchema = v.object({
  logId: s.int(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** Signed points. */
  change: s.int(),
  reason: s.text(),
  scoreAfter: s.int(),
});
export type CreditLog = s.Output<typeof creditLogSchema>;

export const creditLogPageSchema = s.paged(creditLogSchema);

export const creditLogQuerySchema = v.object({ ...s.pageQuery });
export type CreditLogQuery = s.Input<typeof creditLogQuerySchema>;
