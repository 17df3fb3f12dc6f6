import { Button, Flex } from 'antd';
import { ordersCopy } from '@/copy';
import type { OrderSummary } from '../api/orders-schemas';
import { orderActions, type OrderAction } from '../utils/order-rules';

export interface OrderActionBarProps {
  order: OrderSummary;
  onAction: (action: OrderAction, order: OrderSummary) => void;
  /** An action in flight for this order: its button spins and cannot be pressed again. */
  pending?: OrderAction;
}

const label = (action: OrderAction, order: OrderSummary): string => {
  if (action !== 'invoice') return ordersCopy.actions[action];
  return order.invoiceAudit === null
    ? ordersCopy.actions.applyInvoice
    : ordersCopy.actions.viewInvoice;
};

/** The buttons an order's status allows, 去支付 last and highlighted. */
export function OrderActionBar({ order, onAction, pending }: OrderActionBarProps) {
  return (
    <Flex wrap gap="small" className="order-card__actions">
      {orderActions(order).map((action) => (
        <Button
          key={action}
          type={action === 'pay' ? 'primary' : 'default'}
          danger={action === 'remove'}
          loading={pending === action}
          onClick={() => onAction(action, order)}
        >
          {label(action, order)}
        </Button>
      ))}
    </Flex>
  );
}
