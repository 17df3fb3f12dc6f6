import type { PayPrice } from '@/features/checkout/api/checkout-schemas';
import { NO_OFFER } from '@/lib/sell-offer';
import { moveMoney } from './finance';
import { requireOwnOrder } from './orders';
import { formatTime } from './time';
import type { Database, OrderRow, UserRow } from './types';
import { orderError } from './errors/order';

function requirePending(db: Database, userId: number, orderId: number): OrderRow {
  const order = requireOwnOrder(db, userId, orderId);
  if (order.status !== 'WAIT') throw orderError('orderNotPending');
  return order;
}

export function payPrice(db: Database, userId: number, orderId: number): PayPrice {
  const { price, goods } = requireOwnOrder(db, userId, orderId);
  const offerOf = (goodId: number) =>
    db.goods.find((good) => good.goodId === goodId)?.offer ?? NO_OFFER;
  return {
    price,
    goodList: goods.map((good) => ({
      goodName: good.goodName,
      goodStockName: good.goodStockName,
      goodPrice: good.price,
      goodNum: good.num,
      rate: 100,
      ...offerOf(good.goodId),
    })),
  };
}

/** Takes the price of a pending order from the balance: the order becomes PAYMENT. */
export function settleOrder(db: Database, user: UserRow, order: OrderRow, now: Date): void {
  moveMoney(db, user, {
    type: 'CONSUME',
    amount: -order.price,
    createTime: formatTime(now),
    remark: `订单 ${order.payCode} 余额支付`,
  });
  order.status = 'PAYMENT';
  order.payTime = formatTime(now);
  order.reserved = false;
}

export function payByBalance(db: Database, user: UserRow, orderId: number, now: Date): void {
  const order = requirePending(db, user.userId, orderId);
  if (user.balance < order.price) throw orderError('insufficientBalance');
  settleOrder(db, user, order, now);
}

export function cancelOrder(db: Database, userId: number, orderId: number): void {
  const order = requirePending(db, userId, orderId);
  order.status = 'CANCEL';
  order.reserved = false;
}
