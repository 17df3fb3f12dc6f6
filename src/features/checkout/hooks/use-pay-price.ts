import { useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '../api/checkout-keys';
import { getPayPrice } from '../api/order-api';

/**
 * The amount actually payable for an order; asked afresh each time the step shows, and when
 * the member's money changes.
 */
export const usePayPrice = (orderId: number) =>
  useQuery({
    queryKey: checkoutKeys.payPrice(orderId),
    queryFn: () => getPayPrice(orderId),
    gcTime: 0,
    meta: { topics: ['balance'] },
  });
