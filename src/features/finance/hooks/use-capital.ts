import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { endpointQuery } from '@/lib/endpoint-query';
import type { MoneyDirection } from '@/lib/enums/money-direction';
import { capitalEndpoints } from '../api/capital-endpoints';
import type { MoneyLineQuery, SummaryQuery } from '../api/capital-schemas';

export const moneyLineEndpoints = {
  income: capitalEndpoints.incomeLines,
  expend: capitalEndpoints.expendLines,
} satisfies Record<MoneyDirection, unknown>;

/**
 * The member's money lines: every query shows the balance topic, so whatever changes money
 * refreshes them. The previous period's answer stays while another loads (its first month
 * keeps the choices).
 */
const moneyQuery = { placeholderData: keepPreviousData, meta: { topics: ['balance'] } } as const;

export function useCapitalSummary(query: SummaryQuery) {
  return useQuery({ ...endpointQuery(capitalEndpoints.summary, { query }), ...moneyQuery });
}

export function useMoneyLines(direction: MoneyDirection, query: MoneyLineQuery) {
  return useQuery({ ...endpointQuery(moneyLineEndpoints[direction], { query }), ...moneyQuery });
}

export function useInvestments(query: PageQuery) {
  return useQuery({ ...endpointQuery(capitalEndpoints.investments, { query }), ...moneyQuery });
}

export function useInvestIncome(investId: number, query: PageQuery) {
  return useQuery({
    ...endpointQuery(capitalEndpoints.investIncome, { path: { investId }, query }),
    ...moneyQuery,
  });
}
