import { useQueryClient } from '@tanstack/react-query';
import { commonCopy } from '@/copy';
import { ApiError } from '@/lib/api-client';
import { INSUFFICIENT_BALANCE_ON_PAYMENT, isSessionFailure } from '@/lib/api-errors';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { cancelOrder } from '@/features/orders/api/orders-api';
import { payByBalance } from '../api/order-api';
import { runLocked, useOrderLock } from '../stores/order-lock-store';

/** How a payment attempt ended, for the dialog to act on (SPEC section 4, order flow). */
export interface PayOutcomes {
  onPaid(): void;
  /** 30232: the balance does not cover the order. */
  onInsufficientBalance(message: string): void;
  /** Any other refusal, with the server's reason. */
  onFailed(reason: string): void;
  onCancelled(): void;
}

/**
 * 余额支付 and 取消订单 of one order, each under the order lock so that one intent is one
 * call. Both change the balance or the order list, so all cached data is marked stale.
 */
export function usePayOrder(orderId: number, outcomes: PayOutcomes) {
  const queryClient = useQueryClient();
  const phase = useOrderLock((state) => state.phase);

  const pay = () =>
    runLocked('paying', async () => {
      try {
        await payByBalance(orderId);
      } catch (error) {
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
      } finally {
        void queryClient.invalidateQueries();
      }
      outcomes.onPaid();
    });

  const cancel = () =>
    runLocked('cancelling', async () => {
      try {
        await cancelOrder(orderId);
      } catch (error) {
        reportUnshownError(error);
        return;
      }
      void queryClient.invalidateQueries();
      getFeedback().toastSuccess(commonCopy.operationSuccess);
      outcomes.onCancelled();
    });

  return { pay, cancel, paying: phase === 'paying', cancelling: phase === 'cancelling' };
}
