import { useMutation } from '@tanstack/react-query';
import { commonCopy, orderCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { endpoint } from '@/lib/endpoint';
import { changesOfGroup } from '@/lib/endpoint-query';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useBalancePayment, type BalancePaymentOutcomes } from '@/lib/use-balance-payment';
import { ordersEndpoints } from '@/features/orders/api/orders-endpoints';
import { useCancelOrder } from '@/features/orders/hooks/use-order-mutations';
import { checkoutEndpoints } from '../api/checkout-endpoints';
import { orderStateSchema } from '../api/checkout-schemas';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

export type { PaymentCheck } from '@/lib/use-balance-payment';

/**
 * The orders feature's order detail (declared there), read for the order's status only: an
 * answer short of a whole order's fields still tells the status.
 */
const orderStateEndpoint = endpoint({ ...ordersEndpoints.detail, answer: orderStateSchema });

/** How a payment attempt ended, for the dialog to act on (SPEC section 4, order flow). */
export interface PayOutcomes extends BalancePaymentOutcomes {
  onCancelled(): void;
  /** The order is reserved: a bank transfer will pay it once audited. */
  onReserved(): void;
}

/**
 * 余额支付 and 取消订单 of one order, each under the order lock so that one intent is one
 * call. A payment whose answer is lost is never sent again blindly: the order's state is
 * asked instead, and every retry of the intent carries the same idempotency key
 * (useBalancePayment). A payment refreshes the orders and the member's money wherever they
 * are shown, whatever its outcome; a cancellation refreshes the orders.
 */
export function usePayOrder(orderId: number, outcomes: PayOutcomes) {
  const payment = useMutation({
    // every failure is the dialog's to show (SPEC section 4)
    mutationFn: (idempotencyKey: string) =>
      apiClient.call(checkoutEndpoints.payByBalance, {
        body: { orderId },
        takeOver: 'all',
        idempotencyKey,
      }),
    meta: { ...changesOfGroup(ordersEndpoints), topics: ['balance'] },
  });
  const cancellation = useCancelOrder();
  const phase = useOrderLock((state) => state.phase);

  const { pay, checkAgain, check } = useBalancePayment({
    send: (idempotencyKey) => payment.mutateAsync(idempotencyKey),
    // the order's status tells what became of a payment whose answer was lost
    askState: () => apiClient.call(orderStateEndpoint, { query: { orderId }, takeOver: 'all' }),
    onState: (state) => {
      if (state.status === 'CANCEL') outcomes.onFailed(orderCopy.orderNoLongerPayable);
      else if (state.status !== 'WAIT') outcomes.onPaid();
      else if (state.reserved) outcomes.onReserved();
      else getFeedback().toastWarning(orderCopy.paymentNotTaken);
    },
    onPaid: outcomes.onPaid,
    onInsufficientBalance: outcomes.onInsufficientBalance,
    onFailed: outcomes.onFailed,
    exclusive: (attempt) => runLocked('paying', attempt),
  });

  const cancel = () =>
    runLocked('cancelling', async () => {
      try {
        await cancellation.mutateAsync(orderId);
      } catch (error) {
        reportUnshownError(error);
        return;
      }
      getFeedback().toastSuccess(commonCopy.operationSuccess);
      outcomes.onCancelled();
    });

  return {
    pay,
    cancel,
    checkAgain,
    check,
    paying: phase === 'paying',
    cancelling: phase === 'cancelling',
  };
}
