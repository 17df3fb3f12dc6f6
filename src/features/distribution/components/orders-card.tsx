import { Flex, Segmented } from 'antd';
import { RowAction } from '@/components/ui/row-action';
import { SectionCard } from '@/components/ui/section-card';
import { useState } from 'react';
import { PagedTable } from '@/components/ui/paged-table';
import { usePermission } from '@/components/ui/permission';
import { dateColumn, moneyColumn } from '@/components/ui/table-columns';
import { distributionCopy } from '@/copy';
import {
  DISTRIBUTION_ORDER_SENT,
  distributionOrderSent,
  type DistributionOrderSent,
} from '@/lib/enums/distribution';
import { pageQueryOf } from '@/lib/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { DistributionOrder } from '../api/distribution-schemas';
import { useDistributionOrders } from '../hooks/use-distribution';
import { SendDialog } from './send-dialog';

const parcelOf = (order: DistributionOrder) =>
  order.sent === 1 ? (
    <Flex vertical>
      <span>
        {order.expressCompany} {order.trackingNo}
      </span>
      {order.sendTime && <span>{distributionCopy.sentAt(order.sendTime)}</span>}
    </Flex>
  ) : (
    distributionCopy.notSent
  );

const baseColumns = [
  { key: 'payCode', title: distributionCopy.payCode, dataIndex: 'payCode' },
  {
    key: 'receiver',
    title: distributionCopy.receiver,
    render: (_: unknown, order: DistributionOrder) => `${order.receiver} ${order.phone}`,
  },
  { key: 'address', title: distributionCopy.address, dataIndex: 'address' },
  { key: 'goods', title: distributionCopy.goods, dataIndex: 'goods' },
  moneyColumn('amount', distributionCopy.amount, (order: DistributionOrder) => order.price),
  dateColumn<DistributionOrder>('createTime', distributionCopy.orderTime),
  {
    key: 'parcel',
    title: distributionCopy.parcel,
    render: (_: unknown, order: DistributionOrder) => parcelOf(order),
  },
];

/** ?sent=1 shows the sent orders; the orders to send by default. */
const KEYS = { page: pageKey(), sent: enumKey(DISTRIBUTION_ORDER_SENT, 0) };

/** 配送订单: the orders to send (with 发货 for members holding the code) and those sent. */
export function OrdersCard() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const { page, sent } = filters;
  const query = useDistributionOrders({ ...pageQueryOf(page), sent });
  const [sending, setSending] = useState<DistributionOrder | null>(null);
  const maySend = usePermission(PERMISSIONS.distributionSend);

  const columns =
    sent === 1 || !maySend
      ? baseColumns
      : [
          ...baseColumns,
          {
            key: 'action',
            title: distributionCopy.action,
            render: (_: unknown, order: DistributionOrder) => (
              <RowAction onClick={() => setSending(order)}>{distributionCopy.send}</RowAction>
            ),
          },
        ];

  return (
    <SectionCard size="small" title={distributionCopy.ordersTitle}>
      <Segmented<DistributionOrderSent>
        style={{ marginBottom: 12 }}
        value={sent}
        options={distributionOrderSent.options}
        onChange={(value) => update({ sent: value, page: 1 })}
      />
      <PagedTable<DistributionOrder>
        query={query}
        columns={columns}
        rowKey="distributionOrderId"
        emptyText={distributionCopy.ordersEmpty}
        {...pager('page')}
      />
      <SendDialog order={sending} onClose={() => setSending(null)} />
    </SectionCard>
  );
}
