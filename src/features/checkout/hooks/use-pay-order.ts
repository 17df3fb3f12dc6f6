import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { commonCopy, orderCopy } from '@/copy';
import { ApiError } from '@/lib/api-client';
import { INSUFFICIENT_BALANCE_ON_PAYMENT, isSessionFailure } from '@/lib/api-errors';
import { getFeedback } from '@/lib/feedback';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { ordersKeys } from '@/features/orders/api/orders-keys';
import { useCancelOrder } from '@/features/orders/hooks/use-order-mutations';
import { getOrderState, payByBalance } from '../api/order-api';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

/** How a payment attempt ended, for the dialog to act on (SPEC section 4, order flow). */
export interface PayOutcomes {
  onPaid(): void;
  /** 30232: the balance does not cover the order. */
  onInsufficientBalance(message: string): void;
  /** Any other refusal, with the server's reason. */
  onFailed(reason: string): void;
  onCancelled(): void;
  /** The order is reserved: a bank transfer will pay it once audited. */
  onReserved(): void;
}

/**
 * What the dialog knows of a payment whose answer was lost: being asked of the server, or
 * still unknown because the server could not be asked either.
 */
export type PaymentCheck = 'checking' | 'unknown' | null;

const answerWasLost = (error: unknown) => error instanceof ApiError && error.kind === 'network';

/**
 * 余额支付 and 取消订单 of one order, each under the order lock so that one intent is one
 * call. A payment whose answer is lost is never sent again blindly: the order's state is
 * asked instead, and every retry of the intent carries the same idempotency key. A payment
 * refreshes the orders and the member's money wherever they are shown, whatever its outcome;
 * a cancellation refreshes the orders.
 */
export function usePayOrder(orderId: number, outcomes: PayOutcomes) {
  const payment = useMutation({
    mutationFn: (idempotencyKey: string) => payByBalance(orderId, idempotencyKey),
    meta: { invalidates: [ordersKeys.all], topics: ['balance'] },
  });
  const cancellation = useCancelOrder();
  const phase = useOrderLock((state) => state.phase);
  const intentKey = useRef<string | null>(null);
  const [check, setCheck] = useState<PaymentCheck>(null);

  const settleFromServer = async () => {
    setCheck('checking');
    let state;
    try {
      state = await getOrderState(orderId);
    } catch {
      setCheck('unknown');
      return;
    }
    setCheck(null);
    intentKey.current = null;
    if (state.status === 'CANCEL') outcomes.onFailed(orderCopy.orderNoLongerPayable);
    else if (state.status !== 'WAIT') outcomes.onPaid();
    else if (state.reserved) outcomes.onReserved();
    else getFeedback().toastWarning(orderCopy.paymentNotTaken);
  };

  const pay = () =>
    runLocked('paying', async () => {
      intentKey.current ??= newIdempotencyKey();
      try {
        await payment.mutateAsync(intentKey.current);
      } catch (error) {
        if (answerWasLost(error)) {
          await settleFromServer();
          return;
        }
        intentKey.current = null;
        if (!(error instanceof ApiError) || error.kind !== 'business') {
          reportUnshownError(error);
          return;
        }
        // The client has ended the session and is on its way to /login.
        if (isSessionFailure(error.code)) return;
        if (error.code === INSUFFICIENT_BALANCE_ON_PAYMENT) {
          outcomes.onInsufficientBalance(error.message);
        } else {
          outcomes.onFailed(error.message);
        }
        return;
      }
      intentKey.current = null;
      outcomes.onPaid();
    });

  const checkAgain = () => runLocked('paying', settleFromServer);

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
