import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { endpointQuery } from '@/lib/endpoint-query';
import { ordersEndpoints } from '../api/orders-endpoints';
import type { OrderListQuery } from '../api/orders-schemas';

export function useOrders(query: OrderListQuery) {
  return useQuery({
    ...endpointQuery(ordersEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One order in detail; idle while none is open. */
export function useOrderDetail(orderId: number | undefined) {
  return useQuery({
    ...endpointQuery(ordersEndpoints.detail, { query: { orderId: orderId ?? 0 } }),
    enabled: orderId !== undefined,
  });
}

export function useTracking(orderId: number) {
  return useQuery(endpointQuery(ordersEndpoints.tracking, { query: { orderId } }));
}

export function useOrderInvoice(orderId: number) {
  return useQuery(endpointQuery(ordersEndpoints.invoice, { query: { orderId } }));
}

export function useAfterSales(query: PageQuery) {
  return useQuery({
    ...endpointQuery(ordersEndpoints.afterSales, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAfterConsults(afterId: number) {
  return useQuery(endpointQuery(ordersEndpoints.consults, { query: { afterId } }));
}
