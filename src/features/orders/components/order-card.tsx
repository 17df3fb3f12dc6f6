import { EnumTag, StatusTag } from '@/components/ui/status-tag';
import { ordersCopy } from '@/copy';
import { orderStatus } from '@/lib/enums/order-status';
import { formatFen } from '@/utils/money';
import type { OrderSummary } from '../api/orders-schemas';
import { countPieces, type OrderAction } from '../utils/order-rules';
import { InvoiceAuditTag } from './invoice-audit-tag';
import { OrderActionBar } from './order-action-bar';
import { OrderCardHead } from './order-card-head';
import { OrderGoodsLines } from './order-goods-lines';

export interface OrderCardProps {
  order: OrderSummary;
  onAction: (action: OrderAction, order: OrderSummary) => void;
  pending?: OrderAction;
}

/** One order of a list: its code, time and status, goods, total, address and actions. */
export function OrderCard({ order, onAction, pending }: OrderCardProps) {
  const { address } = order;
  return (
    <article className="order-card" aria-label={ordersCopy.orderLabel(order.payCode)}>
      <OrderCardHead of={order} timeLabel={ordersCopy.createTime}>
        <EnumTag of={orderStatus} value={order.status} />
        {order.reserved && <StatusTag label={ordersCopy.reserved} tone="warning" />}
        {order.invoiceAudit !== null && <InvoiceAuditTag audit={order.invoiceAudit} />}
      </OrderCardHead>
      <div className="order-card__body">
        <OrderGoodsLines goods={order.goods} />
      </div>
      <footer className="order-card__foot">
        <div className="order-card__summary">
          <span className="order-card__address">
            {ordersCopy.field(
              ordersCopy.address,
              `${address.userName} ${address.phone} ${address.fullAddress}`,
            )}
          </span>
          <span>
            {ordersCopy.totalOf(countPieces(order))}
            <span className="order-card__total">{formatFen(order.price)}</span>
          </span>
        </div>
        {order.reserved && <p className="order-card__reserved">{ordersCopy.reservedHint}</p>}
        <OrderActionBar order={order} onAction={onAction} pending={pending} />
      </footer>
    </article>
  );
}
