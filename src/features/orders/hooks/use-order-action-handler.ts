import { useState } from 'react';
import { useDetailParam } from '@/lib/use-detail-param';
import type { OrderSummary } from '../api/orders-schemas';
import { isDialogAction, type OrderAction, type OrderDialogAction } from '../utils/order-rules';
import { useOrderCommands } from './use-order-commands';

export interface OpenOrderDialog {
  action: OrderDialogAction;
  order: OrderSummary;
}

/** Routes a card's button to its command, opens its dialog, or opens the order in detail. */
export function useOrderActionHandler() {
  const commands = useOrderCommands();
  const [dialog, setDialog] = useState<OpenOrderDialog | null>(null);
  const detail = useDetailParam();

  const onAction = (action: OrderAction, order: OrderSummary) => {
    if (action === 'detail') detail.open(order.orderId);
    else if (isDialogAction(action)) setDialog({ action, order });
    else void commands[action](order);
  };

  const pendingFor = (order: OrderSummary): OrderAction | undefined =>
    commands.reorderingId === order.orderId ? 'reorder' : undefined;

  return { onAction, pendingFor, dialog, closeDialog: () => setDialog(null), detail };
}
