import { useMutation } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import {
  addAfterConsult,
  applyInvoice,
  cancelOrder,
  changeOrderAddress,
  deleteOrder,
  enterAfterSale,
  reorder,
} from '../api/orders-api';
import { ordersKeys } from '../api/orders-keys';

/**
 * Every order change refreshes all order data (lists, details, after-sales), also after a
 * refusal, which usually means the order moved on elsewhere.
 */
function useOrdersMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  also: Omit<DataChanges, 'invalidates'> = {},
) {
  return useMutation({ mutationFn, meta: { invalidates: [ordersKeys.all], ...also } });
}

export const useCancelOrder = () => useOrdersMutation(cancelOrder);
export const useDeleteOrder = () => useOrdersMutation(deleteOrder);
/** 再次购买 fills the cart: its rows and the toolbar badge refresh too. */
export const useReorder = () => useOrdersMutation(reorder, { topics: ['cart'] });
export const useChangeOrderAddress = () => useOrdersMutation(changeOrderAddress);
export const useApplyInvoice = () => useOrdersMutation(applyInvoice);
export const useEnterAfterSale = () => useOrdersMutation(enterAfterSale);
export const useAddAfterConsult = () => useOrdersMutation(addAfterConsult);
