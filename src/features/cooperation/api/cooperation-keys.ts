import type { CooperationQuery, PriceLogQuery } from './cooperation-schemas';

export const cooperationKeys = {
  all: ['cooperation'] as const,
  lists: () => [...cooperationKeys.all, 'list'] as const,
  list: (query: CooperationQuery) => [...cooperationKeys.lists(), query] as const,
  details: () => [...cooperationKeys.all, 'detail'] as const,
  detail: (cooperationId: number) => [...cooperationKeys.details(), cooperationId] as const,
  roles: () => [...cooperationKeys.all, 'roles'] as const,
  categories: () => [...cooperationKeys.all, 'categories'] as const,
  drafts: () => [...cooperationKeys.all, 'drafts'] as const,
  priceLogs: () => [...cooperationKeys.all, 'priceLogs'] as const,
  priceLogPage: (query: PriceLogQuery) => [...cooperationKeys.priceLogs(), query] as const,
  priceLogTypes: () => [...cooperationKeys.all, 'priceLogTypes'] as const,
};
