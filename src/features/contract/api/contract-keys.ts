import type { ContractQuery } from './contract-schemas';

export const contractKeys = {
  all: ['contract'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  list: (query: ContractQuery) => [...contractKeys.lists(), query] as const,
  detail: (contractId: number) => [...contractKeys.all, 'detail', contractId] as const,
};
