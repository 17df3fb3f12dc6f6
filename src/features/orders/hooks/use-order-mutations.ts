import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import {
  addAfterConsult,
  applyInvoice,
  cancelOrder,
  changeOrderAddress,
  deleteOrder,
  enterAfterSale,
  reorder,
} from '../api/orders-api';
import { CART_QUERY_ROOT, ordersKeys } from '../api/orders-keys';

const isNetworkFailure = (error: Error | null) =>
  error instanceof ApiError && error.kind === 'network';

/**
 * Every order change refreshes all order data (lists, details, after-sales), also after a
 * refusal, which usually means the order moved on elsewhere; not when the server was not
 * reached, which the refresh could not reach either.
 */
function useOrdersMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  alsoRefresh: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async (_data, error) => {
      if (isNetworkFailure(error)) return;
      await Promise.all(
        [ordersKeys.all, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useCancelOrder = () => useOrdersMutation(cancelOrder);
export const useDeleteOrder = () => useOrdersMutation(deleteOrder);
export const useReorder = () => useOrdersMutation(reorder, [CART_QUERY_ROOT]);
export const useChangeOrderAddress = () => useOrdersMutation(changeOrderAddress);
export const useApplyInvoice = () => useOrdersMutation(applyInvoice);
export const useEnterAfterSale = () => useOrdersMutation(enterAfterSale);
export const useAddAfterConsult = () => useOrdersMutation(addAfterConsult);
