import * as v from 'valibot';
import * as s from '@/lib/schema';
import { DISTRIBUTION_GEARS, DISTRIBUTION_STATUSES } from '@/lib/enums/distribution';
import { ORDER_STATUSES } from '@/lib/enums/order-status';

/** The member's purchase orders: those paid in the month and the month before, and by status. */
export const orderFiguresSchema = v.object({
  /** Orders placed in the month and paid. */
  count: s.int(),
  /** fen, what those orders cost. */
  amount: s.fen(),
  lastCount: s.int(),
  /** fen */
  lastAmount: s.fen(),
  /** All the member's paid orders, whenever placed, and what they cost (fen). */
  paidCount: s.int(),
  paidAmount: s.fen(),
  /** How many of all the member's orders are in each status now. */
  // a status the app does not know is left out rather than counted under another
  byStatus: s.list(v.object({ status: v.picklist(ORDER_STATUSES), count: s.int() })),
});
export type OrderFigures = s.Output<typeof orderFiguresSchema>;

/** Money in and out of the member's statement in the month and the month before, fen. */
export const moneyFiguresSchema = v.object({
  income: s.fen(),
  expense: s.fen(),
  lastIncome: s.fen(),
  lastExpense: s.fen(),
  /** The balance at the end of the month (or now, for this month). */
  balance: s.fen(),
});
export type MoneyFigures = s.Output<typeof moneyFiguresSchema>;

/** The member's distribution centre in the month; hasCentre 0 when they have none. */
export const distributionFiguresSchema = v.object({
  hasCentre: s.flag(),
  gear: s.oneOf(DISTRIBUTION_GEARS, 1),
  status: s.oneOf(DISTRIBUTION_STATUSES, 0),
  /** Orders waiting to be sent now. */
  toSend: s.num(),
  /** Orders taken in the month, and what they come to (fen). */
  orders: s.num(),
  amount: s.fen(),
  /** Orders sent in the month. */
  sent: s.num(),
});
export type DistributionFigures = s.Output<typeof distributionFiguresSchema>;

/**
 * The member's business at a glance. Each part on its own: a missing or odd one is null (its
 * card says so, the others are shown), never the whole answer's failure.
 */
export const businessStatisticsSchema = v.object({
  /** YYYY-MM */
  month: s.text(),
  orders: s.orElse(v.nullable(orderFiguresSchema), null),
  money: s.orElse(v.nullable(moneyFiguresSchema), null),
  distribution: s.orElse(v.nullable(distributionFiguresSchema), null),
});
export type BusinessStatistics = s.Output<typeof businessStatisticsSchema>;

export const businessStatisticsQuerySchema = v.object({
  /** YYYY-MM; this month when absent. */
  month: v.optional(v.string()),
});
export type BusinessStatisticsQuery = s.Input<typeof businessStatisticsQuerySchema>;
