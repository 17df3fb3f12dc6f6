import type { PageQuery } from '@/lib/api-types';
import type { OrderListQuery } from './orders-schemas';

/** Everything order-related sits under one root, so a mutation refreshes it all at once. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...ordersKeys.lists(), query] as const,
  detail: (orderId: number) => [...ordersKeys.all, 'detail', orderId] as const,
  tracking: (orderId: number) => [...ordersKeys.all, 'tracking', orderId] as const,
  invoice: (orderId: number) => [...ordersKeys.all, 'invoice', orderId] as const,
  afterSales: (query: PageQuery) => [...ordersKeys.all, 'after', query] as const,
  consults: (afterId: number) => [...ordersKeys.all, 'consult', afterId] as const,
};
