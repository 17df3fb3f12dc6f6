import type { ReactNode } from 'react';
import { ordersCopy } from '@/copy';

interface OrderCardHeadProps {
  /** The order or request the card shows. */
  of: { payCode: string; createTime: string };
  /** What its createTime is on this card: 下单时间, 申请时间. */
  timeLabel: string;
  /** The card's tags, its status first. */
  children: ReactNode;
}

/** The head of an order's card: its pay code, its time and its tags. */
export function OrderCardHead({ of, timeLabel, children }: OrderCardHeadProps) {
  return (
    <header className="order-card__head">
      <span>{ordersCopy.field(ordersCopy.payCode, of.payCode)}</span>
      <span className="order-card__meta">{ordersCopy.field(timeLabel, of.createTime)}</span>
      <span className="order-card__tags">{children}</span>
    </header>
  );
}
