import { fen, int, list, orElse, paged, text, v, type Schema } from '@/lib/schema';
import { creditLevelOf } from '../utils/credit-levels';
import {
  AWARD_STATES,
  CREDIT_LEVELS,
  GUARANTEE_RECORD_TYPES,
  GUARANTEE_STATUSES,
  type Award,
  type AwardPage,
  type CreditLogPage,
  type CreditRating,
  type Guarantee,
  type GuaranteeSummary,
} from './standing-types';

/** One of `values` compared as text (2 and '2' agree), or null when missing or unknown. */
const knownOrNull = <const T extends string | number>(values: readonly T[]): Schema<T | null> =>
  orElse(
    v.pipe(
      v.unknown(),
      v.transform((value) => values.find((known) => String(known) === String(value)) ?? null),
    ),
    null,
  );

const guaranteeRecordSchema = v.object({
  recordId: int(),
  // a history line of a kind the app does not know is left out: money is never guessed
  type: v.picklist(GUARANTEE_RECORD_TYPES),
  amount: fen(),
  createTime: text(),
  reason: text(),
});

export const guaranteeSchema: Schema<Guarantee> = v.object({
  guaranteeId: int(),
  guaranteeName: text(),
  amount: fen(),
  held: fen(),
  payTime: text(),
  // an unknown status is shown as unknown, the deposit itself stays listed
  status: knownOrNull(GUARANTEE_STATUSES),
  records: list(guaranteeRecordSchema),
});

/** A missing total is the sum of what the listed deposits hold. */
export const guaranteeSummarySchema: Schema<GuaranteeSummary> = v.pipe(
  v.object({ held: v.optional(fen()), list: list(guaranteeSchema) }),
  v.transform(({ held, list: rows }) => ({
    held: held ?? rows.reduce((sum, row) => sum + row.held, 0),
    list: rows,
  })),
);

export const awardSchema: Schema<Award> = v.object({
  awardId: int(),
  awardName: text(),
  reason: text(),
  amount: fen(),
  createTime: text(),
  claimTime: text(),
  // a reward in a state the app does not know is left out: whether it can be claimed is unknown
  state: v.picklist(AWARD_STATES),
});

export const awardPageSchema: Schema<AwardPage> = paged(awardSchema);

/** The server's level when it is one the app knows, otherwise the level of the score. */
export const creditRatingSchema: Schema<CreditRating> = v.pipe(
  v.object({ score: int(), level: knownOrNull(CREDIT_LEVELS), updateTime: text() }),
  v.transform(({ score, level, updateTime }): CreditRating => ({
    score,
    level: level ?? creditLevelOf(score),
    updateTime,
  })),
);

export const creditLogPageSchema: Schema<CreditLogPage> = paged(
  v.object({
    logId: int(),
    createTime: text(),
    change: int(),
    reason: text(),
    scoreAfter: int(),
  }),
);
