import { DISTRIBUTION_GEARS, DISTRIBUTION_STATUSES } from '@/lib/enums/distribution';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { fen, flag, int, list, num, oneOf, orElse, text, v, type Schema } from '@/lib/schema';
import type {
  BusinessStatistics,
  DistributionFigures,
  MoneyFigures,
  OrderFigures,
} from './business-types';

const orderFiguresSchema: Schema<OrderFigures> = v.object({
  count: int(),
  amount: fen(),
  lastCount: int(),
  lastAmount: fen(),
  paidCount: int(),
  paidAmount: fen(),
  // a status the app does not know is left out rather than counted under another
  byStatus: list(v.object({ status: v.picklist(ORDER_STATUSES), count: int() })),
});

const moneyFiguresSchema: Schema<MoneyFigures> = v.object({
  income: fen(),
  expense: fen(),
  lastIncome: fen(),
  lastExpense: fen(),
  balance: fen(),
});

const distributionFiguresSchema: Schema<DistributionFigures> = v.object({
  hasCentre: flag(),
  gear: oneOf(DISTRIBUTION_GEARS, 1),
  status: oneOf(DISTRIBUTION_STATUSES, 0),
  toSend: num(),
  orders: num(),
  amount: fen(),
  sent: num(),
});

/** Each part on its own: a missing or odd one is null, never the whole answer's failure. */
export const businessStatisticsSchema: Schema<BusinessStatistics> = v.object({
  month: text(),
  orders: orElse<OrderFigures | null>(orderFiguresSchema, null),
  money: orElse<MoneyFigures | null>(moneyFiguresSchema, null),
  distribution: orElse<DistributionFigures | null>(distributionFiguresSchema, null),
});
