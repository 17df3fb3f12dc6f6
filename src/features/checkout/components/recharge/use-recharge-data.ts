import { useQuery } from '@tanstack/react-query';
import { rechargeEndpoints } from '@/features/checkout/api/recharge-endpoints';
import { endpointQuery } from '@/lib/endpoint-query';

export function useRechargeSettings() {
  return useQuery(endpointQuery(rechargeEndpoints.settings));
}

/**
 * The amount an order still needs (its price minus the balance); only asked when the dialog
 * settles an order.
 */
export function useOrderShortfall(orderId: number | undefined) {
  return useQuery({
    ...endpointQuery(rechargeEndpoints.orderShortfall, { path: { orderId: orderId ?? 0 } }),
    enabled: orderId !== undefined,
    gcTime: 0,
    meta: { topics: ['balance'] },
  });
}

/** The member's saved banks: one API and one cache entry with the member's bank accounts. */
export { useMyBanks } from '@/features/finance/hooks/use-banks';
