import { useNavigate } from 'react-router-dom';
import { commonCopy, ordersCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { confirmThen } from '@/lib/confirm-then';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useUiStore } from '@/stores/ui-store';
import type { OrderSummary } from '../api/orders-schemas';
import { useCancelOrder, useDeleteOrder, useReorder } from './use-order-mutations';

/** Asks first, then runs the action and says it is done. */
const confirmThenDone = (content: string, action: () => Promise<unknown>) =>
  confirmThen(content, async () => {
    await action();
    getFeedback().toastSuccess(commonCopy.operationSuccess);
  });

/** The order actions that need no form: pay, cancel, delete and buy again. */
export function useOrderCommands() {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const again = useReorder();
  const reorder = useSingleFlight(async (order: OrderSummary) => {
    try {
      await again.mutateAsync(order.orderId);
      getFeedback().toastSuccess(ordersCopy.reorderDone);
      await navigate(memberPath('my_cart'));
    } catch (error) {
      reportUnshownError(error);
    }
  });

  return {
    /** The order/pay dialog is mounted app-wide and listens to the ui store. */
    pay: (order: OrderSummary) =>
      useUiStore.getState().openCheckout({ kind: 'order', orderId: order.orderId }),
    cancel: (order: OrderSummary) =>
      confirmThenDone(ordersCopy.cancelConfirm, () => cancel.mutateAsync(order.orderId)),
    remove: (order: OrderSummary) =>
      confirmThenDone(ordersCopy.removeConfirm, () => remove.mutateAsync(order.orderId)),
    reorder: reorder.run,
    /** The order being put back in the cart, for its button's spinner. */
    reorderingId: again.isPending ? again.variables : undefined,
  };
}
