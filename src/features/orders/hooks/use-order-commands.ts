import { useNavigate } from 'react-router-dom';
import { commonCopy, ordersCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useUiStore } from '@/stores/ui-store';
import type { OrderSummary } from '../api/orders-types';
import { useCancelOrder, useDeleteOrder, useReorder } from './use-order-mutations';

/** Asks first; a failure is reported and the question closes (there is nothing typed to keep). */
function confirmThen(content: string, action: () => Promise<unknown>) {
  getFeedback().confirm({
    title: commonCopy.tip,
    content,
    okText: commonCopy.confirm,
    cancelText: commonCopy.cancel,
    onOk: async () => {
      try {
        await action();
        getFeedback().toastSuccess(commonCopy.operationSuccess);
      } catch (error) {
        reportUnshownError(error);
      }
    },
  });
}

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
      confirmThen(ordersCopy.cancelConfirm, () => cancel.mutateAsync(order.orderId)),
    remove: (order: OrderSummary) =>
      confirmThen(ordersCopy.removeConfirm, () => remove.mutateAsync(order.orderId)),
    reorder: reorder.run,
    /** The order being put back in the cart, for its button's spinner. */
    reorderingId: again.isPending ? again.variables : undefined,
  };
}
