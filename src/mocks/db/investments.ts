import type { InvestIncome, Investment } from '@/features/finance/api/capital-schemas';
import type { Database } from './types';
import { withoutOwner } from './without-owner';
import { financeError } from './errors/finance';

const newestFirst = <T extends { createTime: string }>(a: T, b: T) =>
  b.createTime.localeCompare(a.createTime);

/** Committed money: investments under audit or in effect. */
const COMMITTED = new Set(['AUDIT', 'PASS']);

/** The member's investments, newest first, each with what it has returned, and the totals. */
export function listInvestments(db: Database, userId: number) {
  const incomeOf = (investId: number) =>
    db.investIncomes
      .filter((row) => row.investId === investId)
      .reduce((sum, row) => sum + row.amount, 0);
  const rows: Investment[] = db.investments
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.investTime.localeCompare(a.investTime) || b.investId - a.investId)
    .map((row) => ({ ...withoutOwner(row), income: incomeOf(row.investId) }));
  return {
    rows,
    investAmount: rows
      .filter((row) => COMMITTED.has(row.status))
      .reduce((sum, row) => sum + row.amount, 0),
    incomeAmount: rows.reduce((sum, row) => sum + row.income, 0),
  };
}

/** The returns of one of the member's own investments, newest first. */
export function listInvestIncome(db: Database, userId: number, investId: number): InvestIncome[] {
  const owned = db.investments.some((row) => row.investId === investId && row.userId === userId);
  if (!owned) throw financeError('investNotFound');
  return db.investIncomes
    .filter((row) => row.investId === investId)
    .sort((a, b) => newestFirst(a, b) || b.incomeId - a.incomeId)
    .map(({ incomeId, amount, createTime, remark }) => ({ incomeId, amount, createTime, remark }));
}
