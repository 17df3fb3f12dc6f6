import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { concurrencyLimit } from '@/lib/concurrency-limit';
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

/** Cart calls out at once when many lines are added. */
const ADDS_AT_ONCE = 4;

/**
 * Adds many lines, each once, a few calls at a time (the lines of one stock one after the
 * other, as each raises the same row): resolves, line by line, with null for a line the cart
 * took or the reason it refused it. The rows and the badge refresh once, after the last.
 */
export const useAddCartLines = () =>
  useCartMutation(async (lines: readonly AddToCartInput[]) => {
    const limited = concurrencyLimit(ADDS_AT_ONCE);
    const refusals: (string | null)[] = lines.map(() => null);
    const byStock = new Map<number, [number, AddToCartInput][]>();
    lines.forEach((body, index) =>
      byStock.set(body.goodStockId, [...(byStock.get(body.goodStockId) ?? []), [index, body]]),
    );
    await Promise.all(
      [...byStock.values()].map((stockLines) =>
        limited(async () => {
          for (const [index, body] of stockLines) {
            await apiClient.call(cartEndpoints.add, { body, takeOver: 'all' }).catch((error) => {
              refusals[index] = error instanceof Error ? error.message : String(error);
            });
          }
        }),
      ),
    );
    return refusals;
  });
