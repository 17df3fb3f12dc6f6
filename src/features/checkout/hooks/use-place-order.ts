import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { orderCopy, paymentCopy } from '@/copy';
import { ApiError } from '@/lib/api-client';
import { changesOfGroup } from '@/lib/endpoint-query';
import { getFeedback } from '@/lib/feedback';
import { useIntentKey } from '@/lib/use-intent-key';
import { reportUnshownError } from '@/lib/report-unshown-error';
import type { Address } from '@/features/address/api/address-schemas';
import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import { toSubmittedInvoice } from '@/features/invoice/utils/invoice-rules';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import type { CreatedOrder, OrderPlacement } from '../api/checkout-schemas';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

export interface OrderDraft {
  address: Address | null;
  /** The member's addresses could not be loaded, so "no address" is not known. */
  addressesFailed: boolean;
  invoice: InvoiceInformation;
  /** Some good cannot be delivered to the address. */
  beyondRange: boolean;
}

/** Creates the order for one intent; the key is the same on every retry of that intent. */
export type CreateOrder = (
  placement: OrderPlacement,
  idempotencyKey: string,
) => Promise<CreatedOrder>;

/** Tries of one intent whose answers are lost before it is called unknown. */
const LOST_ANSWER_TRIES = 3;
const RETRY_PAUSE_MS = 1000;

/** No answer, or one that cannot be read: either way the order may exist on the server. */
const answerWasLost = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'parse');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 提交订单: checks the draft, then creates exactly one order under the order lock. A lost
 * answer is retried with the same idempotency key, which the server answers with the order
 * the first call created; after a few lost answers the outcome is shown as unknown and the
 * next 提交订单 is the same intent again. A created order refreshes the cart and the orders;
 * a failure keeps the dialog as it was.
 */
export function usePlaceOrder(create: CreateOrder, onCreated: (order: CreatedOrder) => void) {
  const creating = useOrderLock((state) => state.phase === 'creating');
  const intent = useIntentKey();
  const [outcome, setOutcome] = useState<'confirming' | 'unknown' | null>(null);

  const creation = useMutation({
    mutationFn: async ({ placement, key }: { placement: OrderPlacement; key: string }) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await create(placement, key);
        } catch (error) {
          if (!answerWasLost(error) || attempt === LOST_ANSWER_TRIES) throw error;
          setOutcome('confirming');
          await pause(RETRY_PAUSE_MS);
        }
      }
    },
    // after a failure the dialog keeps the cart rows it shows, for the same intent to be
    // sent again
    meta: { ...changesOfGroup(cartEndpoints, ordersEndpoints), onlyOnSuccess: true },
  });

  const submit = (draft: OrderDraft) => {
    if (draft.addressesFailed) {
      getFeedback().toastWarning(orderCopy.addressesFailed);
      return Promise.resolve();
    }
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
        order = await creation.mutateAsync({ placement, key: intent.current() });
      } catch (error) {
        if (answerWasLost(error)) {
          setOutcome('unknown');
          return;
        }
        setOutcome(null);
        intent.renew();
        reportUnshownError(error);
        return;
      }
      setOutcome(null);
      intent.renew();
      onCreated(order);
    });
  };

  return { submit, creating, outcome };
}
