import type { PageQuery } from '@/lib/api-types';
import type { MoneyDirection } from './capital-api';
import type { MoneyLineQuery, SummaryQuery } from './capital-schemas';
import { financeKeys } from './finance-keys';

/** Under the finance keys: a withdrawal or top-up refreshes the summary and the lines too. */
export const capitalKeys = {
  summary: (query: SummaryQuery) => [...financeKeys.all, 'summary', query] as const,
  lines: (direction: MoneyDirection, query: MoneyLineQuery) =>
    [...financeKeys.all, 'lines', direction, query] as const,
  investments: (query: PageQuery) => [...financeKeys.all, 'investments', query] as const,
  investIncome: (investId: number, query: PageQuery) =>
    [...financeKeys.all, 'investIncome', investId, query] as const,
};
