import type { BankRechargeType } from '@/lib/enums/bank-recharge-type';
import { moveMoney } from './finance';
import { settleOrder } from './order-payment';
import { findOwnOrder } from './orders';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import type { Database, OrderRow, RechargeRow, UserRow } from './types';
import { findUserById } from './users';
import { commonError } from './errors/common';
import { rechargeError } from './errors/recharge';

export interface NewBankRecharge {
  bank: string;
  userName: string;
  bankNo: string;
  rechargePrice: number;
  rechargeTime: string;
  rechargeCertificate: string;
  type: BankRechargeType;
  orderId: number | null;
  break: string;
}

function requireRechargeOrder(db: Database, userId: number, orderId: number): OrderRow {
  const order = findOwnOrder(db, userId, orderId);
  if (!order) throw rechargeError('rechargeOrderNotFound');
  return order;
}

/** The order a 充值并支付 recharge will pay, if it is one and the order still exists. */
const orderToPay = (db: Database, recharge: RechargeRow): OrderRow | undefined =>
  recharge.type === 1 && recharge.orderId !== null
    ? findOwnOrder(db, recharge.userId, recharge.orderId)
    : undefined;

/** An order stays reserved while any 充值并支付 recharge for it waits for audit. */
function refreshReserved(db: Database, order: OrderRow): void {
  order.reserved = db.recharges.some(
    (row) => row.auditStatus === 'AUDIT' && orderToPay(db, row) === order,
  );
}

/** What the member must top up to pay a pending order: its price minus the balance, at least 0. */
export function orderShortfall(db: Database, user: UserRow, orderId: number): number {
  const order = requireRechargeOrder(db, user.userId, orderId);
  if (order.status !== 'WAIT') throw rechargeError('rechargeOrderNotPending');
  return Math.max(order.price - user.balance, 0);
}

/** The largest single top-up the platform takes, in fen (¥1,000,000.00). */
export const MAX_RECHARGE_FEN = 100_000_000;

/** A top-up amount is a whole, positive number of fen within the platform's limit. */
export function checkRechargeAmount(price: number): void {
  if (!Number.isSafeInteger(price) || price <= 0) throw rechargeError('rechargeAmountInvalid');
  if (price > MAX_RECHARGE_FEN) throw rechargeError('rechargeAmountTooLarge');
}

/** Records a bank transfer for audit (status AUDIT); the balance changes only when it passes. */
export function addBankRecharge(db: Database, user: UserRow, input: NewBankRecharge): RechargeRow {
  checkRechargeAmount(input.rechargePrice);
  const required = [input.bank, input.userName, input.bankNo, input.rechargeTime];
  if (required.some((value) => !value) || !input.rechargeCertificate) {
    throw commonError('missingParameter');
  }
  if (input.type === 1 && input.orderId === null) throw commonError('missingParameter');
  const order =
    input.orderId === null ? undefined : requireRechargeOrder(db, user.userId, input.orderId);
  if (order && order.status !== 'WAIT') throw rechargeError('rechargeOrderNotPending');
  const row: RechargeRow = {
    rechargeId: nextSequence(db, 'rechargeId'),
    userId: user.userId,
    ...input,
    passTime: '',
    auditStatus: 'AUDIT',
  };
  db.recharges.push(row);
  if (order) refreshReserved(db, order);
  return row;
}

/**
 * The platform's audit of a bank recharge (no API call of its own in SPEC). PASS credits the
 * balance and, for 充值并支付 (type 1), pays the reserved order when it is still pending and
 * the balance covers it (WAIT -> PAYMENT). REFUSE only marks the record. Either way the
 * order's reservation ends unless another recharge for it is still waiting.
 */
export function auditRecharge(
  db: Database,
  rechargeId: number,
  decision: 'PASS' | 'REFUSE' = 'PASS',
  now: Date = new Date(),
): RechargeRow {
  const recharge = db.recharges.find((row) => row.rechargeId === rechargeId);
  if (!recharge) throw rechargeError('rechargeNotFound');
  if (recharge.auditStatus !== 'AUDIT') throw rechargeError('rechargeAlreadyAudited');
  const user = findUserById(db, recharge.userId);
  if (!user) throw rechargeError('rechargeNotFound');
  recharge.auditStatus = decision;
  recharge.passTime = formatTime(now);
  const order = orderToPay(db, recharge);
  if (decision === 'PASS') {
    moveMoney(db, user, {
      type: 'RECHARGE',
      amount: recharge.rechargePrice,
      createTime: formatTime(now),
      remark: `银行转账充值（${recharge.bank}）`,
    });
    if (order?.status === 'WAIT' && user.balance >= order.price) {
      settleOrder(db, user, order, now);
    }
  }
  if (order) refreshReserved(db, order);
  return recharge;
}

/** Every recharge still waiting for audit, for a test or the seam to pass them all at once. */
export function auditPendingRecharges(db: Database, decision: 'PASS' | 'REFUSE' = 'PASS') {
  return db.recharges
    .filter((row) => row.auditStatus === 'AUDIT')
    .map((row) => auditRecharge(db, row.rechargeId, decision));
}
