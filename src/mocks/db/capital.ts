import type { CapitalSummary, SummaryMonth } from '@/features/finance/api/capital-schemas';
import type { MoneyDirection } from '@/lib/enums/money-direction';
import type { Month } from '@/lib/month-period';
import type { Bill } from '@/features/finance/api/finance-schemas';
import type { DayRange } from './day-range';
import { listBills, moveMoney } from './finance';
import { monthAt, monthIndex, monthSpan } from './months';
import { matchesKeyword } from './paging';
import { formatTime } from './time';
import type { BillRow, Database, UserRow } from './types';

const oldestFirst = (a: BillRow, b: BillRow) =>
  a.createTime.localeCompare(b.createTime) || a.billId - b.billId;

/**
 * The member's statement lines summed by month from startMonth to endMonth (both included):
 * money in is the sum of positive lines, money out of negative ones, the balance is that after
 * the month's last line (or carried from before). Totals are of the same lines, so they agree
 * with the statement.
 */
export function summarise(
  lines: readonly BillRow[],
  startMonth: Month,
  endMonth: Month,
): CapitalSummary {
  const { start, end } = monthSpan(startMonth, endMonth);
  const sorted = [...lines]
    .sort(oldestFirst)
    .map((line) => ({ line, month: monthIndex(line.createTime.slice(0, 7)) }));
  const months: SummaryMonth[] = [];
  let balance = 0;
  let next = 0;
  for (let index = start; index <= end; index += 1) {
    const month: SummaryMonth = { month: monthAt(index), income: 0, expense: 0, balance: 0 };
    // the lines before the range only carry their balance into its first month
    for (; next < sorted.length && sorted[next].month <= index; next += 1) {
      const { line, month: lineMonth } = sorted[next];
      balance = line.balanceAfter;
      if (lineMonth !== index) continue;
      if (line.amount > 0) month.income += line.amount;
      else month.expense -= line.amount;
    }
    month.balance = balance;
    months.push(month);
  }
  const income = months.reduce((sum, month) => sum + month.income, 0);
  const expense = months.reduce((sum, month) => sum + month.expense, 0);
  return {
    income,
    expense,
    net: income - expense,
    months,
    firstMonth: sorted[0]?.line.createTime.slice(0, 7) ?? null,
  };
}

export const summaryOf = (db: Database, userId: number, startMonth: Month, endMonth: Month) =>
  summarise(
    db.bills.filter((line) => line.userId === userId),
    startMonth,
    endMonth,
  );

export interface MoneyLineFilter extends DayRange {
  keyword: string;
}

/** The member's money-in or money-out lines, newest first, and the sum of all of them. */
export function listMoneyLines(
  db: Database,
  userId: number,
  direction: MoneyDirection,
  { keyword, startTime, endTime }: MoneyLineFilter,
): { lines: Bill[]; amount: number } {
  const lines = listBills(db, userId, { type: null, startTime, endTime }).filter(
    (line) =>
      (direction === 'income' ? line.amount > 0 : line.amount < 0) &&
      matchesKeyword(keyword, line.remark),
  );
  return { lines, amount: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/**
 * For measuring long statements: `count` more lines for the member, money in and out in turn
 * (never below zero), a second apart up to now, each through moveMoney like any other change.
 */
export function appendLongStatement(db: Database, user: UserRow, count: number): void {
  const last = db.bills
    .filter((line) => line.userId === user.userId)
    .reduce((latest, line) => (line.createTime > latest ? line.createTime : latest), '');
  const lastMs = last ? Date.parse(last.replace(' ', 'T')) : 0;
  const startMs = Math.max(Date.now() - count * 1000, lastMs + 1000);
  for (let index = 0; index < count; index += 1) {
    const moneyIn = index % 2 === 0;
    moveMoney(db, user, {
      type: moneyIn ? 'RECHARGE' : 'CONSUME',
      amount: moneyIn ? 10_000 + (index % 7) * 1_000 : -(8_000 + (index % 5) * 500),
      createTime: formatTime(new Date(startMs + index * 1000)),
      remark: moneyIn ? `批量充值 ${index + 1}` : `订单支付 B${String(index + 1).padStart(5, '0')}`,
    });
  }
}
