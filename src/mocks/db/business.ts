import type {
  BusinessStatistics,
  DistributionFigures,
  MoneyFigures,
  OrderFigures,
} from '@/features/business/api/business-schemas';
import type { Month } from '@/lib/month-period';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
import { summaryOf } from './capital';
import { centreOf, toSendOf } from './distribution';
import { monthAt, monthIndex, previousMonth } from './months';
import { formatTime } from './time';
import type { Database, UserRow } from './types';

const inMonth = (time: string | null, month: Month) => time?.startsWith(month) ?? false;

function orderFigures(db: Database, userId: number, month: Month): OrderFigures {
  const orders = db.orders.filter((order) => order.userId === userId);
  const paidIn = (when: Month) =>
    orders.filter((order) => order.payTime !== null && inMonth(order.createTime, when));
  const sum = (rows: typeof orders) => rows.reduce((total, order) => total + order.price, 0);
  const current = paidIn(month);
  const last = paidIn(previousMonth(month));
  const paid = orders.filter((order) => order.payTime !== null);
  const counts = new Map<OrderStatus, number>();
  for (const order of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  return {
    count: current.length,
    amount: sum(current),
    lastCount: last.length,
    lastAmount: sum(last),
    paidCount: paid.length,
    paidAmount: sum(paid),
    byStatus: ORDER_STATUSES.filter((status) => counts.has(status)).map((status) => ({
      status,
      count: counts.get(status) ?? 0,
    })),
  };
}

/** From the statement, as the income summary sums it, so that the two always agree. */
function moneyFigures(db: Database, userId: number, month: Month): MoneyFigures {
  const [last, current] = summaryOf(db, userId, previousMonth(month), month).months;
  return {
    income: current.income,
    expense: current.expense,
    lastIncome: last.income,
    lastExpense: last.expense,
    balance: current.balance,
  };
}

function distributionFigures(db: Database, userId: number, month: Month): DistributionFigures {
  const centre = centreOf(db, userId);
  if (!centre) {
    return { hasCentre: 0, gear: 1, status: 0, toSend: 0, orders: 0, amount: 0, sent: 0 };
  }
  const orders = db.distributionOrders.filter((order) => order.userId === userId);
  const taken = orders.filter((order) => inMonth(order.createTime, month));
  return {
    hasCentre: 1,
    gear: centre.gear,
    status: centre.status,
    toSend: toSendOf(db, userId),
    orders: taken.length,
    amount: taken.reduce((total, order) => total + order.price, 0),
    sent: orders.filter((order) => order.sent === 1 && inMonth(order.sendTime, month)).length,
  };
}

/**
 * GET business/statistics: the member's orders, statement and distribution centre in a month
 * (this month when none is given) against the month before, read from those tables.
 */
export function businessStatistics(
  db: Database,
  user: UserRow,
  month: string | null,
): BusinessStatistics {
  // read through monthIndex, which refuses a malformed month
  const chosen = monthAt(monthIndex(month ?? formatTime(new Date()).slice(0, 7)));
  return {
    month: chosen,
    orders: orderFigures(db, user.userId, chosen),
    money: moneyFigures(db, user.userId, chosen),
    distribution: distributionFigures(db, user.userId, chosen),
  };
}
