import type { BankRechargeType } from '@/features/checkout/api/recharge-types';
import { mockError } from './errors';
import type { Database, OrderRow, RechargeRow, UserRow } from './types';
import { findUserById } from './users';

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

function requireOwnOrder(db: Database, userId: number, orderId: number): OrderRow {
  const order = db.orders.find((row) => row.id === orderId && row.userId === userId);
  if (!order) throw mockError('rechargeOrderNotFound');
  return order;
}

/** What the member must top up to pay a pending order: its price minus the balance, at least 0. */
export function orderShortfall(db: Database, user: UserRow, orderId: number): number {
  const order = requireOwnOrder(db, user.userId, orderId);
  if (order.status !== 'WAIT') throw mockError('rechargeOrderNotPending');
  return Math.max(order.price - user.balance, 0);
}

/** Records a bank transfer for audit (status AUDIT); the balance changes only when it passes. */
export function addBankRecharge(db: Database, user: UserRow, input: NewBankRecharge): RechargeRow {
  if (!Number.isSafeInteger(input.rechargePrice) || input.rechargePrice <= 0) {
    throw mockError('rechargeAmountInvalid');
  }
  const required = [input.bank, input.userName, input.bankNo, input.rechargeTime];
  if (required.some((value) => !value) || !input.rechargeCertificate) {
    throw mockError('missingParameter');
  }
  if (input.type === 1 && input.orderId === null) throw mockError('missingParameter');
  if (input.orderId !== null) {
    const order = requireOwnOrder(db, user.userId, input.orderId);
    if (order.status !== 'WAIT') throw mockError('rechargeOrderNotPending');
  }
  const row: RechargeRow = {
    // Recharge rows are never deleted, so the next id after the largest is never a reused one.
    rechargeId: Math.max(0, ...db.recharges.map((recharge) => recharge.rechargeId)) + 1,
    userId: user.userId,
    ...input,
    passTime: '',
    auditStatus: 'AUDIT',
  };
  db.recharges.push(row);
  return row;
}

const pad = (value: number) => String(value).padStart(2, '0');

const formatTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * The platform's audit of a bank recharge (no API call of its own in SPEC). PASS credits the
 * balance and, for 充值并支付 (type 1), pays the reserved order when it is still pending and
 * the balance covers it (WAIT -> PAYMENT). REFUSE only marks the record.
 */
export function auditRecharge(
  db: Database,
  rechargeId: number,
  decision: 'PASS' | 'REFUSE' = 'PASS',
  now: Date = new Date(),
): RechargeRow {
  const recharge = db.recharges.find((row) => row.rechargeId === rechargeId);
  if (!recharge) throw mockError('rechargeNotFound');
  if (recharge.auditStatus !== 'AUDIT') throw mockError('rechargeAlreadyAudited');
  recharge.auditStatus = decision;
  recharge.passTime = formatTime(now);
  if (decision === 'REFUSE') return recharge;

  const user = findUserById(db, recharge.userId);
  if (!user) throw mockError('rechargeNotFound');
  user.balance += recharge.rechargePrice;
  const order =
    recharge.type === 1 && recharge.orderId !== null
      ? db.orders.find((row) => row.id === recharge.orderId && row.userId === user.userId)
      : undefined;
  if (order && order.status === 'WAIT' && user.balance >= order.price) {
    user.balance -= order.price;
    order.status = 'PAYMENT';
  }
  return recharge;
}

/** Every recharge still waiting for audit, for a test or the seam to pass them all at once. */
export function auditPendingRecharges(db: Database, decision: 'PASS' | 'REFUSE' = 'PASS') {
  return db.recharges
    .filter((row) => row.auditStatus === 'AUDIT')
    .map((row) => auditRecharge(db, row.rechargeId, decision));
}
