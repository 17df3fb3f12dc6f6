import { useQuery } from '@tanstack/react-query';
import { getOrderShortfall, getRechargeSettings } from '@/features/checkout/api/recharge-api';
import { rechargeKeys } from '@/features/checkout/api/recharge-keys';

export function useRechargeSettings() {
  return useQuery({ queryKey: rechargeKeys.settings(), queryFn: getRechargeSettings });
}

/**
 * The amount an order still needs (its price minus the balance); only asked when the dialog
 * settles an order.
 */
export function useOrderShortfall(orderId: number | undefined) {
  return useQuery({
    queryKey: rechargeKeys.orderShortfall(orderId ?? 0),
    queryFn: () => getOrderShortfall(orderId ?? 0),
    enabled: orderId !== undefined,
    gcTime: 0,
    meta: { topics: ['balance'] },
  });
}

/** The member's saved banks: one API and one cache entry with the member's bank accounts. */
export { useMyBanks } from '@/features/finance/hooks/use-banks';
