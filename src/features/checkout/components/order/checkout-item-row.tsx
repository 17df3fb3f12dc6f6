import { Button } from 'antd';
import type { ReactNode } from 'react';
import { StatusTag } from '@/components/ui/status-tag';
import { commonCopy, orderCopy, paymentCopy } from '@/copy';
import { DeliveryAreasLink } from '@/features/goods/components/delivery-areas-link';
import { formatFen } from '@/utils/money';
import type { CheckoutItem } from './checkout-item';

export interface CheckoutItemRowProps {
  item: CheckoutItem;
  /** false: beyond the delivery range of the chosen address; undefined: not checked yet. */
  deliverable: boolean | undefined;
  quantity: ReactNode;
  onRemove(): void;
}

export function CheckoutItemRow({ item, deliverable, quantity, onRemove }: CheckoutItemRowProps) {
  const beyondRange = deliverable === false;
  return (
    <li className={`checkout-item${beyondRange ? ' checkout-item--beyond' : ''}`}>
      <img className="checkout-item__image" src={item.goodImg || undefined} alt="" />
      <div className="checkout-item__good">
        <span className="checkout-item__name">{item.goodName}</span>
        <span className="checkout-item__stock">{item.goodStockName}</span>
        <span>
          {beyondRange && <StatusTag label={paymentCopy.beyondDeliveryRange} tone="error" />}
          <DeliveryAreasLink goodId={item.goodId} />
        </span>
      </div>
      <span className="checkout-item__price">{formatFen(item.price)}</span>
      {quantity}
      <span className="checkout-item__subtotal">{formatFen(item.price * item.num)}</span>
      <Button
        type="link"
        danger={beyondRange}
        onClick={onRemove}
        aria-label={orderCopy.removeItem(item.goodName)}
      >
        {commonCopy.delete}
      </Button>
    </li>
  );
}
