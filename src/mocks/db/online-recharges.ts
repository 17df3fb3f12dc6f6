import { moveMoney } from './finance';
import { nextSequence } from './sequences';
import { compactDay, formatTime } from './time';
import type { Database, OnlinePayMethod, OnlineRechargeRow, UserRow } from './types';
import { findUserById } from './users';

const TRADE_PREFIX: Record<OnlinePayMethod, string> = { wx: 'WX', zfb: 'ZFB' };

/**
 * Records a WeChat or Alipay top-up of `price` fen, unpaid until the provider calls back. Its
 * trade number carries its id, so that every payment URL (a regenerated QR code) is a new one.
 */
export function addOnlineRecharge(
  db: Database,
  user: UserRow,
  method: OnlinePayMethod,
  price: number,
  now: Date,
): OnlineRechargeRow {
  const rechargeId = nextSequence(db, 'onlineRechargeId');
  const row: OnlineRechargeRow = {
    rechargeId,
    userId: user.userId,
    method,
    tradeNo: `${TRADE_PREFIX[method]}${compactDay(now)}${String(rechargeId).padStart(6, '0')}`,
    price,
    paid: false,
  };
  db.onlineRecharges.push(row);
  return row;
}

/** The member of the newest session: sessions are kept in the order they began. */
export function newestSessionUser(db: Database): UserRow | undefined {
  const userIds = Object.values(db.sessions);
  const userId = userIds[userIds.length - 1];
  return userId === undefined ? undefined : findUserById(db, userId);
}

/**
 * As the provider's callback would: the newest unpaid top-up of `method` of the logged-in
 * member is paid and the balance credited.
 */
export function completeOnlinePayment(db: Database, method: OnlinePayMethod): OnlineRechargeRow {
  const user = newestSessionUser(db);
  if (!user) throw new Error('completeOnlinePayment: no member is logged in');
  const recharge = db.onlineRecharges.findLast(
    (row) => row.userId === user.userId && row.method === method && !row.paid,
  );
  if (!recharge) {
    throw new Error(`completeOnlinePayment: no unpaid ${method} recharge of member ${user.phone}`);
  }
  recharge.paid = true;
  moveMoney(db, user, {
    type: 'RECHARGE',
    amount: recharge.price,
    createTime: formatTime(new Date()),
    remark: method === 'wx' ? '微信充值' : '支付宝充值',
  });
  return recharge;
}
