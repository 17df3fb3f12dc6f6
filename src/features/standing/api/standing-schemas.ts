import { AWARD_STATES } from '@/lib/enums/designed';
import { GUARANTEE_STATUSES } from '@/lib/enums/guarantee-status';
import { CREDIT_LEVELS, GUARANTEE_RECORD_TYPES } from '@/lib/enums/standing';
import {
  fen,
  int,
  list,
  optional,
  orElse,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
  type Schema,
} from '@/lib/schema';
import { creditLevelOf } from '../utils/credit-levels';

/** One of `values` compared as text (2 and '2' agree), or null when missing or unknown. */
const knownOrNull = <const T extends string | number>(values: readonly T[]): Schema<T | null> =>
  orElse(
    v.pipe(
      v.unknown(),
      v.metadata({ enum: [...values] }),
      v.transform((value) => values.find((known) => String(known) === String(value)) ?? null),
    ),
    null,
  );

/** One line of a deposit's history. */
export const guaranteeRecordSchema = v.object({
  recordId: int(),
  // a history line of a kind the app does not know is left out: money is never guessed
  type: v.picklist(GUARANTEE_RECORD_TYPES),
  /** fen, > 0 */
  amount: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** Why it was returned or deducted ('' when none). */
  reason: text(),
});
export type GuaranteeRecord = Output<typeof guaranteeRecordSchema>;

/** One deposit of the member. */
export const guaranteeSchema = v.object({
  guaranteeId: int(),
  /** The business it secures, e.g. 分销中心保证金. */
  guaranteeName: text(),
  /** fen, what was paid. */
  amount: fen(),
  /** fen, what the platform holds of it now. */
  held: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  payTime: text(),
  /** null when the server sent a status the app does not know. */
  // an unknown status is shown as unknown, the deposit itself stays listed
  status: knownOrNull(GUARANTEE_STATUSES),
  /** Oldest first. */
  records: list(guaranteeRecordSchema),
});
export type Guarantee = Output<typeof guaranteeSchema>;

/** The member's deposits and what they hold now in all; a missing total is their sum. */
export const guaranteeSummarySchema = v.pipe(
  v.object({
    /** fen, the deposits held now, all together. */
    held: v.optional(fen()),
    list: list(guaranteeSchema),
  }),
  v.transform(({ held, list: rows }) => ({
    held: held ?? rows.reduce((sum, row) => sum + row.held, 0),
    list: rows,
  })),
);
export type GuaranteeSummary = Output<typeof guaranteeSummarySchema>;

/** One reward of the member. */
export const awardSchema = v.object({
  awardId: int(),
  awardName: text(),
  reason: text(),
  /** fen, > 0 */
  amount: fen(),
  /** YYYY-MM-DD HH:mm:ss, when it was granted. */
  createTime: text(),
  /** YYYY-MM-DD HH:mm:ss, when it was claimed ('' unless claimed). */
  claimTime: text(),
  // a reward in a state the app does not know is left out: whether it can be claimed is unknown
  state: v.picklist(AWARD_STATES),
});
export type Award = Output<typeof awardSchema>;

export const awardPageSchema = paged(awardSchema);
export type AwardPage = Output<typeof awardPageSchema>;

export const awardQuerySchema = v.object({
  ...pageQuery,
  state: optional(v.picklist(AWARD_STATES)),
});
export type AwardQuery = Input<typeof awardQuerySchema>;

/** The server's level when it is one the app knows, otherwise the level of the score. */
export const creditRatingSchema = v.pipe(
  v.object({
    /** 0 to 100 */
    score: int(),
    level: knownOrNull(CREDIT_LEVELS),
    /** YYYY-MM-DD HH:mm:ss ('' when unknown). */
    updateTime: text(),
  }),
  v.transform(({ score, level, updateTime }) => ({
    score,
    level: level ?? creditLevelOf(score),
    updateTime,
  })),
);
export type CreditRating = Output<typeof creditRatingSchema>;

/** One change of the credit score. */
export const creditLogSchema = v.object({
  logId: int(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** Signed points. */
  change: int(),
  reason: text(),
  scoreAfter: int(),
});
export type CreditLog = Output<typeof creditLogSchema>;

export const creditLogPageSchema = paged(creditLogSchema);
export type CreditLogPage = Output<typeof creditLogPageSchema>;

export const creditLogQuerySchema = v.object({ ...pageQuery });
export type CreditLogQuery = Input<typeof creditLogQuerySchema>;
