import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { checkoutEndpoints } from '../api/checkout-endpoints';

/**
 * Whether each good can be delivered to the chosen address, by goodId. A good missing from
 * the map is not checked yet (no address, or the answer is on its way); `failure` is the
 * query itself when the check could not be made, so that the order waits for a retry.
 */
export function useDeliveryCheck(goodIds: readonly number[], userAddressId: number | null) {
  const query = useQuery({
    ...endpointQuery(checkoutEndpoints.deliveryCheck, {
      query: { goodIdList: goodIds.join(';'), userAddressId: userAddressId ?? 0 },
    }),
    enabled: userAddressId !== null && goodIds.length > 0,
    select: (checks) => new Map(checks.map((check) => [check.goodId, check.isCanBuy === 1])),
  });
  return {
    deliverable: query.data ?? new Map<number, boolean>(),
    checking: query.isFetching,
    failure: query.isError && !query.data ? query : null,
  };
}
