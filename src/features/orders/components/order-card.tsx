import { Tag } from 'antd';
import { ordersCopy } from '@/copy';
import { formatFen } from '@/utils/money';
import type { OrderSummary } from '../api/orders-types';
import { countPieces, type OrderAction } from '../utils/order-rules';
import { InvoiceAuditTag } from './invoice-audit-tag';
import { OrderActionBar } from './order-action-bar';
import { OrderGoodsLines } from './order-goods-lines';
import { OrderStatusTag } from './order-status-tag';

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
      <header className="order-card__head">
        <span>{ordersCopy.field(ordersCopy.payCode, order.payCode)}</span>
        <span className="order-card__meta">
          {ordersCopy.field(ordersCopy.createTime, order.createTime)}
        </span>
        <span className="order-card__tags">
          <OrderStatusTag status={order.status} />
          {order.reserved && <Tag color="gold">{ordersCopy.reserved}</Tag>}
          {order.invoiceAudit !== null && <InvoiceAuditTag audit={order.invoiceAudit} />}
        </span>
      </header>
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
