import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { serviceOrderEndpoints } from '../api/service-order-endpoints';
import type { ServeBody, ServiceOrderQuery, SubpackageBody } from '../api/service-order-schemas';

const serviceOrderQuery = (orderId: number) =>
  endpointQuery(serviceOrderEndpoints.detail, { path: { orderId } });

const serveRecordsQuery = (orderId: number) =>
  endpointQuery(serviceOrderEndpoints.serveRecords, { query: { orderId } });

export function useServiceOrders(query: ServiceOrderQuery) {
  return useQuery({
    ...endpointQuery(serviceOrderEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useServiceOrder(orderId: number) {
  return useQuery(serviceOrderQuery(orderId));
}

export function useServeRecords(orderId: number) {
  return useQuery(serveRecordsQuery(orderId));
}

export function useCarUse(orderId: number) {
  return useQuery(endpointQuery(serviceOrderEndpoints.carUse, { query: { orderId } }));
}

/** The answer is the order with its parcels: it becomes the detail, and the lists refresh. */
export function useSplitIntoParcels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubpackageBody) =>
      apiClient.call(serviceOrderEndpoints.subpackage, { body }),
    onSuccess: (order) =>
      queryClient.setQueryData(serviceOrderQuery(order.orderId).queryKey, order),
    meta: changesOf(serviceOrderEndpoints.list),
  });
}

export function useAddServeRecord(orderId: number) {
  return useMutation({
    mutationFn: (body: ServeBody) => apiClient.call(serviceOrderEndpoints.addServeRecord, { body }),
    meta: { invalidates: [serveRecordsQuery(orderId).queryKey] },
  });
}

/** 申请补贴 changes the order's rights: its detail and the lists refresh. */
export function useApplySubsidy() {
  return useMutation({
    mutationFn: (orderId: number) =>
      apiClient.call(serviceOrderEndpoints.applySubsidy, { body: { orderId } }),
    meta: changesOf(serviceOrderEndpoints.detail, serviceOrderEndpoints.list),
  });
}
