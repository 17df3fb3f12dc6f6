import { distributionGearCopy, distributionStatusCopy, orderStatusCopy } from '@/copy';
import { fen, flag, int, list, num, oneOf, orElse, text, v, type Schema } from '@/lib/schema';
import type {
  BusinessStatistics,
  DistributionFigures,
  DistributionGear,
  DistributionStatus,
  MoneyFigures,
  OrderFigures,
  OrderStatus,
} from './business-types';

const ORDER_STATUSES = Object.keys(orderStatusCopy) as OrderStatus[];
const GEARS = Object.keys(distributionGearCopy).map(Number) as DistributionGear[];
const STATUSES = Object.keys(distributionStatusCopy).map(Number) as DistributionStatus[];

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
  gear: oneOf(GEARS, 1),
  status: oneOf(STATUSES, 0),
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
