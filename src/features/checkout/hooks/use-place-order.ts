import { useQueryClient } from '@tanstack/react-query';
import { orderCopy, paymentCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import type { Address } from '@/features/address/api/address-types';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-types';
import { toSubmittedInvoice } from '@/features/invoice/utils/invoice-rules';
import type { CreatedOrder, OrderPlacement } from '../api/order-types';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

export interface OrderDraft {
  address: Address | null;
  invoice: InvoiceInformation;
  /** Some good cannot be delivered to the address. */
  beyondRange: boolean;
}

/**
 * 提交订单: checks the draft, then creates exactly one order under the order lock. Every
 * order changes the cart, the balance shown and the order list, so all cached data is marked
 * stale. A failure keeps the dialog as it was; only a transport failure needs showing here.
 */
export function usePlaceOrder(
  create: (placement: OrderPlacement) => Promise<CreatedOrder>,
  onCreated: (order: CreatedOrder) => void,
) {
  const queryClient = useQueryClient();
  const creating = useOrderLock((state) => state.phase === 'creating');

  const submit = (draft: OrderDraft) => {
    if (!draft.address) {
      getFeedback().toastWarning(paymentCopy.fillAddressFirst);
      return Promise.resolve();
    }
    if (draft.beyondRange) {
      getFeedback().toastWarning(orderCopy.removeUndeliverableFirst);
      return Promise.resolve();
    }
    const invoiceInformation = toSubmittedInvoice(draft.invoice);
    const placement: OrderPlacement = {
      userAddressId: draft.address.userAddressId,
      isInvoice: invoiceInformation.isInvoice,
      invoiceInformation,
    };
    return runLocked('creating', async () => {
      let order: CreatedOrder;
      try {
        order = await create(placement);
      } catch (error) {
        reportUnshownError(error);
        return;
      }
      void queryClient.invalidateQueries();
      onCreated(order);
    });
  };

  return { submit, creating };
}
