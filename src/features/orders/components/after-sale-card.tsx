import { Button, Descriptions } from 'antd';
import { useId, useState } from 'react';
import { EnumTag } from '@/components/ui/status-tag';
import { ordersCopy } from '@/copy';
import { afterSaleType } from '@/lib/enums/after-sale-type';
import { applyStatus } from '@/lib/enums/apply-status';
import type { AfterSale } from '../api/orders-schemas';
import { ConsultThread } from './consult-thread';
import { OrderCardHead } from './order-card-head';
import { OrderGoodsLines } from './order-goods-lines';

/** One after-sales request: order, goods, type, reason and status; its conversation on demand. */
export function AfterSaleCard({ after }: { after: AfterSale }) {
  const [expanded, setExpanded] = useState(false);
  const threadId = useId();

  return (
    <article className="order-card" aria-label={ordersCopy.afterLabel(after.payCode)}>
      <OrderCardHead of={after} timeLabel={ordersCopy.applyTime}>
        <EnumTag of={applyStatus} value={after.status} />
      </OrderCardHead>
      <div className="order-card__body">
        <OrderGoodsLines goods={after.goods} />
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'type',
              label: ordersCopy.afterType,
              children: afterSaleType.label(after.afterType),
            },
            { key: 'reason', label: ordersCopy.reason, children: after.reason },
            ...(after.description
              ? [{ key: 'description', label: ordersCopy.description, children: after.description }]
              : []),
          ]}
        />
      </div>
      <footer className="order-card__foot">
        <Button
          aria-expanded={expanded}
          aria-controls={threadId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? ordersCopy.hideConsult : ordersCopy.showConsult}
        </Button>
        <div id={threadId}>{expanded && <ConsultThread afterId={after.afterId} />}</div>
      </footer>
    </article>
  );
}
