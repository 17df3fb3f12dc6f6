import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOfGroup } from '@/lib/endpoint-query';
import type { DataChanges } from '@/lib/query-changes';
import { ordersEndpoints } from '../api/orders-endpoints';
import type {
  AfterConsultBody,
  AfterSaleBody,
  ChangeOrderAddressBody,
  InvoiceApplyBody,
} from '../api/orders-schemas';

/**
 * Every order change refreshes all order data (lists, details, after-sales), also after a
 * refusal, which usually means the order moved on elsewhere.
 */
function useOrdersMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  also: Omit<DataChanges, 'invalidates'> = {},
) {
  return useMutation({ mutationFn, meta: { ...changesOfGroup(ordersEndpoints), ...also } });
}

export const useCancelOrder = () =>
  useOrdersMutation((orderId: number) =>
    apiClient.call(ordersEndpoints.cancel, { body: { orderId } }),
  );
export const useDeleteOrder = () =>
  useOrdersMutation((orderId: number) =>
    apiClient.call(ordersEndpoints.delete, { path: { orderId } }),
  );
/** 再次购买 fills the cart: its rows and the toolbar badge refresh too. */
export const useReorder = () =>
  useOrdersMutation(
    (orderId: number) => apiClient.call(ordersEndpoints.again, { body: { orderId } }),
    { topics: ['cart'] },
  );
export const useChangeOrderAddress = () =>
  useOrdersMutation((body: ChangeOrderAddressBody) =>
    apiClient.call(ordersEndpoints.changeAddress, { body }),
  );
export const useApplyInvoice = () =>
  useOrdersMutation((body: InvoiceApplyBody) =>
    apiClient.call(ordersEndpoints.applyInvoice, { body }),
  );
export const useEnterAfterSale = () =>
  useOrdersMutation((body: AfterSaleBody) =>
    apiClient.call(ordersEndpoints.enterAfterSale, { body }),
  );
export const useAddAfterConsult = () =>
  useOrdersMutation((body: AfterConsultBody) =>
    apiClient.call(ordersEndpoints.addConsult, { body }),
  );
