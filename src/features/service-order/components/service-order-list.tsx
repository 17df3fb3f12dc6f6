import { Card, Select } from 'antd';
import { Link } from 'react-router-dom';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { interruptStatusCopy, serviceOrderCopy, serviceOrderKindCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFen } from '@/utils/money';
import {
  INTERRUPT_STATUSES,
  SERVICE_ORDER_KINDS,
  type InterruptStatus,
  type ServiceOrderKind,
  type ServiceOrderSummary,
} from '../api/service-order-types';
import { useServiceOrders } from '../hooks/use-service-orders';
import { serviceOrderLinks } from './service-order-links';
import { InterruptStatusTag, ServiceOrderStatusTag } from './status-tags';

const KEYS = {
  page: pageKey(),
  kind: enumKey(SERVICE_ORDER_KINDS),
  interruptStatus: enumKey(INTERRUPT_STATUSES),
};

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
  {
    key: 'price',
    title: serviceOrderCopy.price,
    align: 'right' as const,
    render: (_: unknown, order: ServiceOrderSummary) => formatFen(order.price),
  },
  {
    key: 'status',
    title: serviceOrderCopy.status,
    render: (_: unknown, order: ServiceOrderSummary) => (
      <ServiceOrderStatusTag status={order.status} />
    ),
  },
  {
    key: 'interruptStatus',
    title: serviceOrderCopy.interruptStatus,
    render: (_: unknown, order: ServiceOrderSummary) => (
      <InterruptStatusTag status={order.interruptStatus} />
    ),
  },
  { key: 'createTime', title: serviceOrderCopy.createTime, dataIndex: 'createTime' },
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
  const { filters, update } = useUrlFilters(KEYS);
  const query = useServiceOrders({
    pageNo: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    kind: filters.kind,
    interruptStatus: filters.interruptStatus,
  });

  return (
    <Card size="small">
      <FilterBar>
        <Select<ServiceOrderKind>
          aria-label={serviceOrderCopy.kind}
          placeholder={serviceOrderCopy.allKinds}
          allowClear
          style={{ minWidth: 140 }}
          value={filters.kind}
          options={SERVICE_ORDER_KINDS.map((kind) => ({
            value: kind,
            label: serviceOrderKindCopy[kind],
          }))}
          onChange={(kind) => update({ kind, page: 1 })}
        />
        <Select<InterruptStatus>
          aria-label={serviceOrderCopy.interruptStatus}
          placeholder={serviceOrderCopy.allInterruptStatuses}
          allowClear
          style={{ minWidth: 160 }}
          value={filters.interruptStatus}
          options={INTERRUPT_STATUSES.map((status) => ({
            value: status,
            label: interruptStatusCopy[status],
          }))}
          onChange={(interruptStatus) => update({ interruptStatus, page: 1 })}
        />
      </FilterBar>
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
