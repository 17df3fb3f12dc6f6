import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToCart, deleteCartRows, getCartRows, updateCartNum } from '../api/cart-api';
import { cartKeys } from '../api/cart-keys';

export const useCartRows = () => useQuery({ queryKey: cartKeys.rows(), queryFn: getCartRows });

/** Every cart change refreshes the rows and the toolbar badge. */
function useCartMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const useAddToCart = () => useCartMutation(addToCart);
export const useUpdateCartNum = () => useCartMutation(updateCartNum);
export const useDeleteCartRows = () => useCartMutation(deleteCartRows);
