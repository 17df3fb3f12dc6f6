import { apiClient } from '@/lib/api-client';
import { capitalEndpoints } from './capital-endpoints';
import type { MoneyLineQuery, SummaryQuery } from './capital-schemas';
import type { PageOnlyQuery } from './finance-schemas';

/** The statement's lines by direction: money in or money out. */
const moneyLines = {
  income: capitalEndpoints.incomeLines,
  expend: capitalEndpoints.expendLines,
} as const;

/** Money in (capital/income) or money out (capital/expend). */
export type MoneyDirection = keyof typeof moneyLines;

export const getCapitalSummary = (query: SummaryQuery) =>
  apiClient.call(capitalEndpoints.summary, { query });

export const getMoneyLines = (direction: MoneyDirection, query: MoneyLineQuery) =>
  apiClient.call(moneyLines[direction], { query });

export const getInvestments = (query: PageOnlyQuery) =>
  apiClient.call(capitalEndpoints.investments, { query });

export const getInvestIncome = (investId: number, query: PageOnlyQuery) =>
  apiClient.call(capitalEndpoints.investIncome, { path: { investId }, query });
