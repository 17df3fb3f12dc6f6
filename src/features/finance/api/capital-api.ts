import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { fillPath } from '@/lib/api-types';
import {
  capitalSummarySchema,
  investIncomePageSchema,
  investmentPageSchema,
  moneyLinePageSchema,
} from './capital-schemas';
import type { MoneyDirection, MoneyLineQuery, SummaryQuery } from './capital-types';

/** The statement summed and split into money in and out, and the member's investments. */
export const CAPITAL_PATHS = {
  summary: 'v1/front/capital/summary',
  incomeLines: 'v1/front/capital/income',
  expendLines: 'v1/front/capital/expend',
  investments: 'v1/front/invest',
  investIncome: 'v1/front/invest/:investId/income',
} as const;

/** The statement summed by month over the months asked for. */
export const getCapitalSummary = (query: SummaryQuery) =>
  apiClient.get(CAPITAL_PATHS.summary, capitalSummarySchema, { params: query });

/** The money-in (income) or money-out (expend) lines of the statement, newest first. */
export const getMoneyLines = (direction: MoneyDirection, query: MoneyLineQuery) =>
  direction === 'income'
    ? apiClient.get(CAPITAL_PATHS.incomeLines, moneyLinePageSchema, { params: query })
    : apiClient.get(CAPITAL_PATHS.expendLines, moneyLinePageSchema, { params: query });

/** The member's investments, newest first, with the totals of all of them. */
export const getInvestments = (query: PageQuery) =>
  apiClient.get(CAPITAL_PATHS.investments, investmentPageSchema, { params: query });

/** The returns of one of the member's investments, newest first. */
export const getInvestIncome = (investId: number, query: PageQuery) =>
  apiClient.get(fillPath(CAPITAL_PATHS.investIncome, { investId }), investIncomePageSchema, {
    params: query,
  });
