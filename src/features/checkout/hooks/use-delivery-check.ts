import { useQuery } from '@tanstack/react-query';
import { checkDelivery } from '../api/order-api';
import { checkoutKeys } from '../api/checkout-keys';

/**
 * Whether each good can be delivered to the chosen address, by goodId. A good missing from
 * the map is not checked yet (no address, or the answer is on its way).
 */
export function useDeliveryCheck(goodIds: readonly number[], userAddressId: number | null) {
  const { data, isFetching } = useQuery({
    queryKey: checkoutKeys.delivery(userAddressId ?? 0, goodIds),
    queryFn: () => checkDelivery(goodIds, userAddressId ?? 0),
    enabled: userAddressId !== null && goodIds.length > 0,
    select: (checks) => new Map(checks.map((check) => [check.goodId, check.isCanBuy === 1])),
  });
  return { deliverable: data ?? new Map<number, boolean>(), checking: isFetching };
}
