import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { addToCart, deleteCartRows, getCartRows, updateCartNum } from '../api/cart-api';
import { cartKeys } from '../api/cart-keys';

export const useCartRows = () =>
  useQuery({ queryKey: cartKeys.rows(), queryFn: getCartRows, meta: { topics: ['cart'] } });

/** Every cart change refreshes the rows and the toolbar badge. */
function useCartMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({
    mutationKey: cartKeys.all,
    mutationFn,
    meta: { invalidates: [cartKeys.all] },
  });
}

/**
 * Resolves once no cart change is on its way, so that an order made from the cart is made
 * from what the member sees (a quantity edited a moment before 提交订单 included).
 */
export function whenCartSettled(queryClient: QueryClient): Promise<void> {
  const busy = () => queryClient.isMutating({ mutationKey: cartKeys.all }) > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (busy()) return;
      unsubscribe();
      resolve();
    });
  });
}

export const useAddToCart = () => useCartMutation(addToCart);
export const useUpdateCartNum = () => useCartMutation(updateCartNum);
export const useDeleteCartRows = () => useCartMutation(deleteCartRows);
