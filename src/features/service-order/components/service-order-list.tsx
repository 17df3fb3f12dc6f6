import { DetailAction } from '@/components/ui/detail-link';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import { exportColumnsOf, type ListColumn } from '@/components/ui/list-column';
import { ListExport } from '@/components/ui/list-export';
import { endpointPages } from '@/lib/endpoint-pages';
import {
  actionsColumn,
  dateColumn,
  detailColumn,
  enumColumn,
  enumLabelColumn,
  moneyColumn,
} from '@/components/ui/table-columns';
import { serviceOrderCopy } from '@/copy';
import { interruptStatus } from '@/lib/enums/interrupt-status';
import { serviceOrderStatus } from '@/lib/enums/order-status';
import { SERVICE_ORDER_KINDS, serviceOrderKind } from '@/lib/enums/service-order-kind';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { serviceOrderEndpoints } from '../api/service-order-endpoints';
import type { ServiceOrderSummary } from '../api/service-order-schemas';
import { useServiceOrders } from '../hooks/use-service-orders';

const KEYS = {
  page: pageKey(),
  kind: enumKey(SERVICE_ORDER_KINDS),
  interruptStatus: enumKey(interruptStatus.values),
};

const columns: ListColumn<ServiceOrderSummary>[] = [
  detailColumn<ServiceOrderSummary>('orderNo', serviceOrderCopy.orderNo, {
    id: (order) => order.orderId,
    history: 'push',
  }),
  enumLabelColumn<ServiceOrderSummary>('kind', serviceOrderCopy.kind, serviceOrderKind),
  { key: 'customer', title: serviceOrderCopy.customer, dataIndex: 'customerName' },
  moneyColumn('price', serviceOrderCopy.price, (order: ServiceOrderSummary) => order.price),
  enumColumn<ServiceOrderSummary>('status', serviceOrderCopy.status, serviceOrderStatus),
  enumColumn<ServiceOrderSummary>(
    'interruptStatus',
    serviceOrderCopy.interruptStatus,
    interruptStatus,
  ),
  dateColumn<ServiceOrderSummary>('createTime', serviceOrderCopy.createTime),
  actionsColumn(serviceOrderCopy.actions, (order: ServiceOrderSummary) => (
    <DetailAction
      rowId={order.orderId}
      aria-label={`${serviceOrderCopy.detail} ${order.orderNo}`}
    />
  )),
];

/** The orders the member serves, by kind and rights status; filters and page in the URL. */
export function ServiceOrderList() {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const listQuery = { kind: filters.kind, interruptStatus: filters.interruptStatus };
  const query = useServiceOrders({ ...pageQueryOf(filters.page), ...listQuery });

  return (
    <>
      <FilterBar>
        <FilterSelect
          of={serviceOrderKind}
          label={serviceOrderCopy.kind}
          all={serviceOrderCopy.allKinds}
          value={filters.kind}
          onChange={(kind) => update({ kind, page: 1 })}
        />
        <FilterSelect
          of={interruptStatus}
          label={serviceOrderCopy.interruptStatus}
          all={serviceOrderCopy.allInterruptStatuses}
          value={filters.interruptStatus}
          onChange={(interruptStatus) => update({ interruptStatus, page: 1 })}
          width={160}
        />
        <ListExport
          subject={serviceOrderCopy.pageTitle}
          columns={exportColumnsOf(columns)}
          read={endpointPages(serviceOrderEndpoints.list, { query: listQuery })}
        />
      </FilterBar>
      <PagedTable<ServiceOrderSummary>
        query={query}
        columns={columns}
        rowKey="orderId"
        emptyText={serviceOrderCopy.listEmpty}
        {...pager('page')}
      />
    </>
  );
}
