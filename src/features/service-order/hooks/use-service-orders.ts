import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addServeRecord,
  applySubsidy,
  getCarUse,
  getServeRecords,
  getServiceOrder,
  getServiceOrders,
  splitIntoParcels,
} from '../api/service-order-api';
import { serviceOrderKeys } from '../api/service-order-keys';
import type { ServiceOrderQuery } from '../api/service-order-schemas';

export function useServiceOrders(query: ServiceOrderQuery) {
  return useQuery({
    queryKey: serviceOrderKeys.list(query),
    queryFn: () => getServiceOrders(query),
    placeholderData: keepPreviousData,
  });
}

export function useServiceOrder(orderId: number) {
  return useQuery({
    queryKey: serviceOrderKeys.detail(orderId),
    queryFn: () => getServiceOrder(orderId),
  });
}

export function useServeRecords(orderId: number) {
  return useQuery({
    queryKey: serviceOrderKeys.serves(orderId),
    queryFn: () => getServeRecords(orderId),
  });
}

export function useCarUse(orderId: number) {
  return useQuery({
    queryKey: serviceOrderKeys.carUse(orderId),
    queryFn: () => getCarUse(orderId),
  });
}

/** The answer is the order with its parcels: it becomes the detail, and the lists refresh. */
export function useSplitIntoParcels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitIntoParcels,
    onSuccess: (order) => queryClient.setQueryData(serviceOrderKeys.detail(order.orderId), order),
    meta: { invalidates: [serviceOrderKeys.lists()] },
  });
}

export function useAddServeRecord(orderId: number) {
  return useMutation({
    mutationFn: addServeRecord,
    meta: { invalidates: [serviceOrderKeys.serves(orderId)] },
  });
}

/** 申请补贴 changes the order's rights: its detail and the lists refresh. */
export function useApplySubsidy() {
  return useMutation({
    mutationFn: applySubsidy,
    meta: { invalidates: [serviceOrderKeys.details(), serviceOrderKeys.lists()] },
  });
}
