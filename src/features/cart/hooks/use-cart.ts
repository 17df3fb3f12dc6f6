import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOfGroup, endpointQuery, groupKey } from '@/lib/endpoint-query';
import { cartEndpoints } from '../api/cart-endpoints';
import { joinIds, type AddToCartInput, type UpdateCartNumInput } from '../api/cart-schemas';

export const useCartRows = () =>
  useQuery({ ...endpointQuery(cartEndpoints.rows), meta: { topics: ['cart'] } });

const cartMutationKey = groupKey(cartEndpoints);

/** Every cart change refreshes the rows and the toolbar badge. */
function useCartMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn,
    meta: changesOfGroup(cartEndpoints),
  });
}

/**
 * Resolves once no cart change is on its way, so that an order made from the cart is made
 * from what the member sees (a quantity edited a moment before 提交订单 included).
 */
export function whenCartSettled(queryClient: QueryClient): Promise<void> {
  const busy = () => queryClient.isMutating({ mutationKey: cartMutationKey }) > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (busy()) return;
      unsubscribe();
      resolve();
    });
  });
}

export const useAddToCart = () =>
  useCartMutation((body: AddToCartInput) => apiClient.call(cartEndpoints.add, { body }));
export const useUpdateCartNum = () =>
  useCartMutation((body: UpdateCartNumInput) => apiClient.call(cartEndpoints.updateNum, { body }));
export const useDeleteCartRows = () =>
  useCartMutation((ids: readonly number[]) =>
    apiClient.call(cartEndpoints.remove, { query: { userShoppingCartIdList: joinIds(ids) } }),
  );
