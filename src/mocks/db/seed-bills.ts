import type { BillType } from '@/lib/enums/bill-type';
import { mulberry32, randomInt, type Random } from './prng';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { BillRow, UserRow, WithdrawalRow } from './types';

/** Its own seed, so that the statement never shifts the rest of the seeded data. */
const BILLS_SEED = 20240701;
const FIRST_TIME = '2024-01-03 09:00:00';
const DAY_MINUTES = 24 * 60;

interface Movement {
  type: BillType;
  amount: number;
  remark: string;
}

const WITHDRAW_BANK = { userBankId: 2, userBank: '招商银行', userBankNo: '6225880187654321' };

/** One movement after the first: mostly purchases, some top-ups, refunds, income, withdrawals. */
function randomMovement(random: Random, index: number): Movement {
  const roll = random();
  if (roll < 0.45) {
    return {
      type: 'CONSUME',
      amount: -randomInt(random, 20, 3000) * 100,
      remark: `订单支付 P2024${String(index).padStart(4, '0')}`,
    };
  }
  if (roll < 0.65) {
    return { type: 'RECHARGE', amount: randomInt(random, 5, 50) * 10_000, remark: '银行转账充值' };
  }
  if (roll < 0.78) {
    return { type: 'REFUND', amount: randomInt(random, 10, 800) * 100, remark: '订单退款' };
  }
  if (roll < 0.9) {
    return { type: 'INCOME', amount: randomInt(random, 50, 2000) * 100, remark: '推广收益' };
  }
  return {
    type: 'WITHDRAW',
    amount: -randomInt(random, 5, 20) * 10_000,
    remark: `提现至 ${WITHDRAW_BANK.userBank}（尾号 4321）`,
  };
}

/**
 * Lines oldest first ending at the member's balance: the first line is the top-up that makes
 * the opening balance 0, so every balanceAfter is what the balance really was.
 */
function statement(userId: number, finalBalance: number, movements: Movement[], startId: number) {
  const rest = movements.slice(1).reduce((sum, movement) => sum + movement.amount, 0);
  const lines = [{ ...movements[0], amount: finalBalance - rest }, ...movements.slice(1)];
  let balance = 0;
  return lines.map((movement, index): Omit<BillRow, 'createTime'> => {
    balance += movement.amount;
    return { billId: startId + index, userId, applyId: null, balanceAfter: balance, ...movement };
  });
}

/** The statements of both seeded members, and the (audited) withdrawals among them. */
export function seedBills(
  users: readonly UserRow[],
  clock: SeedClock,
): {
  bills: BillRow[];
  withdrawals: WithdrawalRow[];
} {
  const random = mulberry32(BILLS_SEED);
  const [first, second] = users;

  const firstMoves: Movement[] = [
    { type: 'RECHARGE', amount: 0, remark: '银行转账充值' },
    ...Array.from({ length: 45 }, (_, index) => randomMovement(random, index + 1)),
  ];
  const firstTime = clock.time(FIRST_TIME);
  let time = firstTime;
  const firstBills = statement(first.userId, first.balance, firstMoves, 1).map((bill) => {
    time = shiftTime(time, randomInt(random, 2, 5) * DAY_MINUTES + randomInt(random, 0, 600));
    return { ...bill, createTime: time };
  });

  const secondMoves: Movement[] = [
    { type: 'RECHARGE', amount: 0, remark: '微信充值' },
    { type: 'CONSUME', amount: -15_800, remark: '订单支付 P20240002' },
    { type: 'REFUND', amount: 800, remark: '订单退款' },
    { type: 'CONSUME', amount: -5_000, remark: '订单支付 P20240003' },
  ];
  const secondBills = statement(
    second.userId,
    second.balance,
    secondMoves,
    firstBills.length + 1,
  ).map((bill, index) => ({
    ...bill,
    createTime: shiftTime(firstTime, (index * 9 + 20) * DAY_MINUTES),
  }));

  const withdrawals: WithdrawalRow[] = [];
  for (const bill of firstBills) {
    if (bill.type !== 'WITHDRAW') continue;
    const applyId = withdrawals.length + 1;
    bill.applyId = applyId;
    withdrawals.push({
      applyId,
      userId: bill.userId,
      ...WITHDRAW_BANK,
      amount: -bill.amount,
      auditStatus: 'PASS',
      createTime: bill.createTime,
      requestNo: '',
    });
  }
  return { bills: [...firstBills, ...secondBills], withdrawals };
}
