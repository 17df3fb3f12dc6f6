import { Button, Descriptions, Empty, Flex, Space, Table, type DescriptionsProps } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { EnumTag } from '@/components/ui/status-tag';
import { moneyColumn } from '@/components/ui/table-columns';
import { serviceOrderCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { interruptStatus } from '@/lib/enums/interrupt-status';
import { serviceOrderStatus } from '@/lib/enums/order-status';
import { serviceOrderKind } from '@/lib/enums/service-order-kind';
import { formatFen } from '@/utils/money';
import {
  SUBSIDY_APPLICABLE,
  SUBSIDY_STATUSES,
  type ServiceOrderDetail as Order,
  type ServiceOrderGood,
} from '../api/service-order-schemas';
import { useApplySubsidy, useServiceOrder } from '../hooks/use-service-orders';
import { CarUseCard } from './car-use-card';
import { ParcelsCard } from './parcels-card';
import { ServeRecordsCard } from './serve-records-card';

/** Once served, a subsidy not yet applied for (or refused) can be applied for. */
const canApplySubsidy = (order: Order) =>
  SUBSIDY_STATUSES.includes(order.status) && SUBSIDY_APPLICABLE.includes(order.interruptStatus);

/** The rights' status, with 申请补贴 where it can be applied for. */
function SubsidyState({ order }: { order: Order }) {
  const apply = useApplySubsidy();
  return (
    <Space>
      <EnumTag of={interruptStatus} value={order.interruptStatus} />
      {canApplySubsidy(order) && (
        <Button
          size="small"
          loading={apply.isPending}
          onClick={() =>
            confirmThen(serviceOrderCopy.confirmApplySubsidy(order.orderNo), () =>
              apply.mutateAsync(order.orderId),
            )
          }
        >
          {serviceOrderCopy.applySubsidy}
        </Button>
      )}
    </Space>
  );
}

const termsOf = (order: Order): DescriptionsProps['items'] => [
  { key: 'orderNo', label: serviceOrderCopy.orderNo, children: order.orderNo },
  { key: 'kind', label: serviceOrderCopy.kind, children: serviceOrderKind.label(order.kind) },
  {
    key: 'status',
    label: serviceOrderCopy.status,
    children: <EnumTag of={serviceOrderStatus} value={order.status} />,
  },
  { key: 'createTime', label: serviceOrderCopy.createTime, children: order.createTime },
  { key: 'customer', label: serviceOrderCopy.customer, children: order.customerName },
  { key: 'customerPhone', label: serviceOrderCopy.customerPhone, children: order.customerPhone },
  { key: 'address', label: serviceOrderCopy.address, span: 'filled', children: order.address },
  { key: 'price', label: serviceOrderCopy.price, children: formatFen(order.price) },
  {
    key: 'interruptStatus',
    label: serviceOrderCopy.interruptStatus,
    children: <SubsidyState order={order} />,
  },
  { key: 'subsidy', label: serviceOrderCopy.subsidy, children: formatFen(order.subsidy) },
];

const goodColumns = [
  { key: 'goodName', title: serviceOrderCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: serviceOrderCopy.spec, dataIndex: 'spec' },
  moneyColumn('price', serviceOrderCopy.unitPrice, (good: ServiceOrderGood) => good.price),
  { key: 'num', title: serviceOrderCopy.num, dataIndex: 'num', align: 'right' as const },
];

/** One order: its terms and rights, its goods, the vehicle, the parcels and the service records. */
export function ServiceOrderDetail({ orderId }: { orderId: number }) {
  const query = useServiceOrder(orderId);
  return (
    <QueryState query={query} notFound={<Empty description={serviceOrderCopy.notFound} />}>
      {(order) => (
        <Flex vertical gap="middle">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={termsOf(order)} />
          <SectionCard size="small" title={serviceOrderCopy.goodsTitle}>
            <Table<ServiceOrderGood>
              size="small"
              rowKey="orderGoodId"
              pagination={false}
              columns={goodColumns}
              dataSource={order.goods}
            />
          </SectionCard>
          <PartBoundary>
            <CarUseCard orderId={orderId} />
          </PartBoundary>
          <PartBoundary>
            <ParcelsCard order={order} />
          </PartBoundary>
          <PartBoundary>
            <ServeRecordsCard orderId={orderId} />
          </PartBoundary>
        </Flex>
      )}
    </QueryState>
  );
}
