import { apiClient } from '@/lib/api-client';
import { capitalEndpoints } from './capital-endpoints';
import type { MoneyDirection, MoneyLineQuery, SummaryQuery } from './capital-types';
import type { PageOnlyQuery } from './finance-types';

/** The statement's lines by direction: money in or money out. */
const moneyLines = {
  income: capitalEndpoints.incomeLines,
  expend: capitalEndpoints.expendLines,
} as const;

export const getCapitalSummary = (query: SummaryQuery) =>
  apiClient.call(capitalEndpoints.summary, { query });

export const getMoneyLines = (direction: MoneyDirection, query: MoneyLineQuery) =>
  apiClient.call(moneyLines[direction], { query });

export const getInvestments = (query: PageOnlyQuery) =>
  apiClient.call(capitalEndpoints.investments, { query });

export const getInvestIncome = (investId: number, query: PageOnlyQuery) =>
  apiClient.call(capitalEndpoints.investIncome, { path: { investId }, query });
