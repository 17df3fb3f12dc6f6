import { DISTRIBUTION_GEARS, DISTRIBUTION_STATUSES } from '@/lib/enums/distribution';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import {
  fen,
  flag,
  int,
  list,
  num,
  oneOf,
  optional,
  orElse,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** The member's purchase orders: those paid in the month and the month before, and by status. */
export const orderFiguresSchema = v.object({
  /** Orders placed in the month and paid. */
  count: int(),
  /** fen, what those orders cost. */
  amount: fen(),
  lastCount: int(),
  /** fen */
  lastAmount: fen(),
  /** All the member's paid orders, whenever placed, and what they cost (fen). */
  paidCount: int(),
  paidAmount: fen(),
  /** How many of all the member's orders are in each status now. */
  // a status the app does not know is left out rather than counted under another
  byStatus: list(v.object({ status: v.picklist(ORDER_STATUSES), count: int() })),
});
export type OrderFigures = Output<typeof orderFiguresSchema>;

/** Money in and out of the member's statement in the month and the month before, fen. */
export const moneyFiguresSchema = v.object({
  income: fen(),
  expense: fen(),
  lastIncome: fen(),
  lastExpense: fen(),
  /** The balance at the end of the month (or now, for this month). */
  balance: fen(),
});
export type MoneyFigures = Output<typeof moneyFiguresSchema>;

/** The member's distribution centre in the month; hasCentre 0 when they have none. */
export const distributionFiguresSchema = v.object({
  hasCentre: flag(),
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  status: oneOf(DISTRIBUTION_STATUSES, 0),
  /** Orders waiting to be sent now. */
  toSend: num(),
  /** Orders taken in the month, and what they come to (fen). */
  orders: num(),
  amount: fen(),
  /** Orders sent in the month. */
  sent: num(),
});
export type DistributionFigures = Output<typeof distributionFiguresSchema>;

/**
 * The member's business at a glance. Each part on its own: a missing or odd one is null (its
 * card says so, the others are shown), never the whole answer's failure.
 */
export const businessStatisticsSchema = v.object({
  /** YYYY-MM */
  month: text(),
  orders: orElse(v.nullable(orderFiguresSchema), null),
  money: orElse(v.nullable(moneyFiguresSchema), null),
  distribution: orElse(v.nullable(distributionFiguresSchema), null),
});
export type BusinessStatistics = Output<typeof businessStatisticsSchema>;

export const businessStatisticsQuerySchema = v.object({
  /** YYYY-MM; this month when absent. */
  month: optional(v.string()),
});
export type BusinessStatisticsQuery = Input<typeof businessStatisticsQuerySchema>;
