import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { checkoutEndpoints } from '../api/checkout-endpoints';

/**
 * The amount actually payable for an order; asked afresh each time the step shows, and when
 * the member's money changes.
 */
export const usePayPrice = (orderId: number) =>
  useQuery({
    ...endpointQuery(checkoutEndpoints.payPrice, { path: { orderId } }),
    gcTime: 0,
    meta: { topics: ['balance'] },
  });
