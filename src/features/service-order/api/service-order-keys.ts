import type { ServiceOrderQuery } from './service-order-schemas';

export const serviceOrderKeys = {
  all: ['service-order'] as const,
  lists: () => [...serviceOrderKeys.all, 'list'] as const,
  list: (query: ServiceOrderQuery) => [...serviceOrderKeys.lists(), query] as const,
  details: () => [...serviceOrderKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...serviceOrderKeys.details(), orderId] as const,
  serves: (orderId: number) => [...serviceOrderKeys.all, 'serves', orderId] as const,
  carUse: (orderId: number) => [...serviceOrderKeys.all, 'car', orderId] as const,
};
