import type { PageQuery } from '@/lib/api-types';
import type { BillQuery } from './finance-schemas';

/** The member's money; the bank list is shared with the recharge dialog's saved banks. */
export const financeKeys = {
  all: ['finance'] as const,
  banks: () => [...financeKeys.all, 'banks'] as const,
  balance: () => [...financeKeys.all, 'balance'] as const,
  bills: (query: BillQuery) => [...financeKeys.all, 'bills', query] as const,
  withdrawals: (query: PageQuery) => [...financeKeys.all, 'withdrawals', query] as const,
};
