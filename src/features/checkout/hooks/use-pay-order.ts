import { useMutation } from '@tanstack/react-query';
import { commonCopy, orderCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useBalancePayment, type BalancePaymentOutcomes } from '@/lib/use-balance-payment';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { useCancelOrder } from '@/features/orders/hooks/use-order-mutations';
import { getOrderState, payByBalance } from '../api/order-api';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

export type { PaymentCheck } from '@/lib/use-balance-payment';

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
    mutationFn: (idempotencyKey: string) => payByBalance(orderId, idempotencyKey),
    meta: { invalidates: [ordersKeys.all], topics: ['balance'] },
  });
  const cancellation = useCancelOrder();
  const phase = useOrderLock((state) => state.phase);

  const { pay, checkAgain, check } = useBalancePayment({
    send: (idempotencyKey) => payment.mutateAsync(idempotencyKey),
    askState: () => getOrderState(orderId),
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
