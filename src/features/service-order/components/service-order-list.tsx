import { Card, Flex, Select } from 'antd';
import { Link } from 'react-router-dom';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, enumColumn, moneyColumn } from '@/components/ui/table-columns';
import { serviceOrderCopy, serviceOrderKindCopy } from '@/copy';
import { interruptStatus } from '@/lib/enums/interrupt-status';
import { orderStatus } from '@/lib/enums/order-status';
import { useListParams } from '@/lib/use-list-params';
import {
  SERVICE_ORDER_KINDS,
  type InterruptStatus,
  type ServiceOrderKind,
  type ServiceOrderSummary,
} from '../api/service-order-types';
import { useServiceOrders } from '../hooks/use-service-orders';
import {
  readServiceOrderFilters,
  serviceOrderFilterChanges,
  toServiceOrderQuery,
} from '../utils/service-order-filters';
import { serviceOrderLinks } from './service-order-links';

const columns = [
  {
    key: 'orderNo',
    title: serviceOrderCopy.orderNo,
    render: (_: unknown, order: ServiceOrderSummary) => (
      <Link to={serviceOrderLinks.detail(order.orderId)}>{order.orderNo}</Link>
    ),
  },
  {
    key: 'kind',
    title: serviceOrderCopy.kind,
    render: (_: unknown, order: ServiceOrderSummary) => serviceOrderKindCopy[order.kind],
  },
  { key: 'customer', title: serviceOrderCopy.customer, dataIndex: 'customerName' },
  moneyColumn('price', serviceOrderCopy.price, (order: ServiceOrderSummary) => order.price),
  enumColumn(
    'status',
    serviceOrderCopy.status,
    orderStatus,
    (order: ServiceOrderSummary) => order.status,
  ),
  enumColumn(
    'interruptStatus',
    serviceOrderCopy.interruptStatus,
    interruptStatus,
    (order: ServiceOrderSummary) => order.interruptStatus,
  ),
  dateColumn<ServiceOrderSummary>('createTime', serviceOrderCopy.createTime),
  {
    key: 'actions',
    title: serviceOrderCopy.actions,
    render: (_: unknown, order: ServiceOrderSummary) => (
      <Link
        to={serviceOrderLinks.detail(order.orderId)}
        aria-label={`${serviceOrderCopy.detail} ${order.orderNo}`}
      >
        {serviceOrderCopy.detail}
      </Link>
    ),
  },
];

/** The orders the member serves, by kind and rights status; filters and page in the URL. */
export function ServiceOrderList() {
  const { params, searchParams, update } = useListParams();
  const filters = readServiceOrderFilters(searchParams, params.page);
  const query = useServiceOrders(toServiceOrderQuery(filters));

  return (
    <Card size="small">
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Select<ServiceOrderKind>
          aria-label={serviceOrderCopy.kind}
          placeholder={serviceOrderCopy.allKinds}
          allowClear
          style={{ minWidth: 140 }}
          value={filters.kind ?? undefined}
          options={SERVICE_ORDER_KINDS.map((kind) => ({
            value: kind,
            label: serviceOrderKindCopy[kind],
          }))}
          onChange={(kind) =>
            update(serviceOrderFilterChanges(kind ?? null, filters.interruptStatus))
          }
        />
        <Select<InterruptStatus>
          aria-label={serviceOrderCopy.interruptStatus}
          placeholder={serviceOrderCopy.allInterruptStatuses}
          allowClear
          style={{ minWidth: 160 }}
          value={filters.interruptStatus ?? undefined}
          options={interruptStatus.options}
          onChange={(status) => update(serviceOrderFilterChanges(filters.kind, status ?? null))}
        />
      </Flex>
      <PagedTable<ServiceOrderSummary>
        query={query}
        columns={columns}
        rowKey="orderId"
        emptyText={serviceOrderCopy.listEmpty}
        page={filters.page}
        onPageChange={(page) => update({ page })}
      />
    </Card>
  );
}
