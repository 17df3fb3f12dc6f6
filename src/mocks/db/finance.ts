import type {
  Bill,
  Withdrawal,
  WithdrawalRequest,
  WithdrawBalance,
} from '@/features/finance/api/finance-schemas';
import type { BillType } from '@/lib/enums/bill-type';
import { findBank } from './banks';
import { inDayRange, type DayRange } from './day-range';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import type { BillRow, Database, UserRow, WithdrawalRow } from './types';
import { financeError } from './errors/finance';

export interface BillFilter extends DayRange {
  type: BillType | null;
}

const newestFirst = <T extends { createTime: string }>(a: T, b: T, idA: number, idB: number) =>
  b.createTime.localeCompare(a.createTime) || idB - idA;

function toBill(db: Database, row: BillRow): Bill {
  const { applyId, billId, type, amount, balanceAfter, createTime, remark } = row;
  const apply = applyId === null ? undefined : db.withdrawals.find((w) => w.applyId === applyId);
  return {
    billId,
    type,
    amount,
    balanceAfter,
    createTime,
    remark,
    auditStatus: apply?.auditStatus ?? 'UNDEFINED',
  };
}

/** The member's statement, newest first, filtered by type and days. */
export function listBills(db: Database, userId: number, filter: BillFilter): Bill[] {
  return db.bills
    .filter(
      (bill) =>
        bill.userId === userId &&
        (filter.type === null || bill.type === filter.type) &&
        inDayRange(bill.createTime, filter),
    )
    .sort((a, b) => newestFirst(a, b, a.billId, b.billId))
    .map((bill) => toBill(db, bill));
}

/** The user's balance is what is available; withdrawals under audit hold the rest. */
export function balanceOf(db: Database, user: UserRow): WithdrawBalance {
  const frozen = db.withdrawals
    .filter((row) => row.userId === user.userId && row.auditStatus === 'AUDIT')
    .reduce((sum, row) => sum + row.amount, 0);
  return { balance: user.balance + frozen, frozen, available: user.balance };
}

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  applyId: row.applyId,
  userBankId: row.userBankId,
  userBank: row.userBank,
  userBankNo: row.userBankNo,
  amount: row.amount,
  auditStatus: row.auditStatus,
  createTime: row.createTime,
  requestNo: row.requestNo,
});

export function listWithdrawals(db: Database, userId: number): Withdrawal[] {
  return db.withdrawals
    .filter((row) => row.userId === userId)
    .sort((a, b) => newestFirst(a, b, a.applyId, b.applyId))
    .map(toWithdrawal);
}

/**
 * A withdrawal request: the amount leaves the available balance at once (held while under
 * audit) and the statement gets its 提现 line.
 */
export function requestWithdrawal(
  db: Database,
  user: UserRow,
  { userBankId, amount, requestNo }: WithdrawalRequest,
): Withdrawal {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw financeError('withdrawAmountInvalid');
  const bank = findBank(db, user.userId, userBankId);
  if (amount > user.balance) throw financeError('withdrawOverAvailable');
  const createTime = formatTime(new Date());
  const row: WithdrawalRow = {
    applyId: nextSequence(db, 'applyId'),
    userId: user.userId,
    userBankId,
    userBank: bank.userBank,
    userBankNo: bank.userBankNo,
    amount,
    auditStatus: 'AUDIT',
    createTime,
    requestNo,
  };
  db.withdrawals.push(row);
  moveMoney(db, user, {
    type: 'WITHDRAW',
    amount: -amount,
    applyId: row.applyId,
    createTime,
    remark: `提现至 ${bank.userBank}（尾号 ${bank.userBankNo.slice(-4)}）`,
  });
  return toWithdrawal(row);
}

/**
 * The platform audits every withdrawal request under audit: PASS pays it out (the held amount
 * leaves for good), REFUSE gives the held amount back to the available balance.
 */
export function auditPendingWithdrawals(db: Database, decision: 'PASS' | 'REFUSE'): Withdrawal[] {
  return db.withdrawals
    .filter((row) => row.auditStatus === 'AUDIT')
    .map((row) => {
      row.auditStatus = decision;
      const user = db.users.find((candidate) => candidate.userId === row.userId);
      if (decision === 'REFUSE' && user) {
        moveMoney(db, user, {
          type: 'REFUND',
          amount: row.amount,
          createTime: formatTime(new Date()),
          remark: `提现未通过审核，退回 ${row.userBank}（尾号 ${row.userBankNo.slice(-4)}）申请的金额`,
        });
      }
      return toWithdrawal(row);
    });
}

export interface MoneyMove {
  type: BillType;
  /** Fen: positive into the balance, negative out of it. */
  amount: number;
  createTime: string;
  remark: string;
  applyId?: number;
}

/** Every change of a member's balance goes through here, so the statement always adds up. */
export function moveMoney(db: Database, user: UserRow, move: MoneyMove): void {
  user.balance += move.amount;
  db.bills.push({
    billId: nextSequence(db, 'billId'),
    userId: user.userId,
    applyId: move.applyId ?? null,
    type: move.type,
    amount: move.amount,
    balanceAfter: user.balance,
    createTime: move.createTime,
    remark: move.remark,
  });
}
