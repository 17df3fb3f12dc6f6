import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import {
  getCapitalSummary,
  getInvestIncome,
  getInvestments,
  getMoneyLines,
  type MoneyDirection,
} from '../api/capital-api';
import { capitalKeys } from '../api/capital-keys';
import type { MoneyLineQuery, SummaryQuery } from '../api/capital-schemas';

/**
 * The member's money lines: every query shows the balance topic, so whatever changes money
 * refreshes them. The previous period's answer stays while another loads (its first month
 * keeps the choices).
 */
export function useCapitalSummary(query: SummaryQuery) {
  return useQuery({
    queryKey: capitalKeys.summary(query),
    queryFn: () => getCapitalSummary(query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}

export function useMoneyLines(direction: MoneyDirection, query: MoneyLineQuery) {
  return useQuery({
    queryKey: capitalKeys.lines(direction, query),
    queryFn: () => getMoneyLines(direction, query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}

export function useInvestments(query: PageQuery) {
  return useQuery({
    queryKey: capitalKeys.investments(query),
    queryFn: () => getInvestments(query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}

export function useInvestIncome(investId: number, query: PageQuery) {
  return useQuery({
    queryKey: capitalKeys.investIncome(investId, query),
    queryFn: () => getInvestIncome(investId, query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}
