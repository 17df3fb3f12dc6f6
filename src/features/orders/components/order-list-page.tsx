import { useEffect } from 'react';
import { ordersCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { PagedList } from '@/components/ui/paged-list';
import { SearchBar } from '@/components/ui/search-bar';
import { keywordQuery, pageQueryOf } from '@/lib/list-query';
import { endpointPages } from '@/lib/endpoint-pages';
import { ListExport } from '@/components/ui/list-export';
import { enumKey, PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { ORDER_STATUSES } from '@/lib/enums/order-status';
import { ordersEndpoints } from '../api/orders-endpoints';
import { useOrderActionHandler } from '../hooks/use-order-action-handler';
import { useOrders } from '../hooks/use-orders';
import { useRefreshAfterCheckout } from '../hooks/use-refresh-after-checkout';
import { fallbackPage } from '../utils/fallback-page';
import { orderExportColumns } from '../utils/order-export';
import { CardList } from './card-list';
import { OrderCard } from './order-card';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderDialog } from './order-dialog';
import { OrderStatusTabs } from './order-status-tabs';
import './orders.css';
import { PageCard } from '@/components/ui/page-card';

/** Beside the list's own parameters (type=water_order), which stay. */
const KEYS = { ...PAGE_AND_KEYWORD_KEYS, status: enumKey(ORDER_STATUSES) };

export interface OrderListPageProps {
  /** history_order: only closed orders, without status tabs. */
  history: boolean;
}

/** An order list: status tabs (not in history), keyword search, the cards and the pager. */
export function OrderListPage({ history }: OrderListPageProps) {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const listQuery = {
    ...(history ? { history: 1 as const } : { status: filters.status }),
    ...keywordQuery(filters.keyword),
  };
  const query = useOrders({ ...pageQueryOf(filters.page), ...listQuery });
  const title = history ? ordersCopy.historyTitle : ordersCopy.listTitle;
  const { onAction, pendingFor, dialog, closeDialog, detail } = useOrderActionHandler();
  useRefreshAfterCheckout();

  // Deleting the last order of the last page would leave an empty page behind.
  const { data } = query;
  const emptiedTo = data ? fallbackPage(filters.page, data.total, DEFAULT_PAGE_SIZE) : null;
  useEffect(() => {
    if (emptiedTo !== null) update({ page: emptiedTo });
  }, [emptiedTo, update]);

  return (
    <PageCard
      title={title}
      extra={
        <ListExport
          subject={title}
          columns={orderExportColumns}
          read={endpointPages(ordersEndpoints.list, { query: listQuery })}
        />
      }
    >
      <div className="orders-page__body">
        {!history && (
          <OrderStatusTabs
            value={filters.status}
            onChange={(status) => update({ status, page: 1 })}
          />
        )}
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={ordersCopy.searchPlaceholder}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
        <PagedList query={query} {...pager('page')}>
          {(orders) => (
            <CardList
              items={orders}
              itemKey={(order) => order.orderId}
              renderItem={(order) => (
                <OrderCard order={order} onAction={onAction} pending={pendingFor(order)} />
              )}
            />
          )}
        </PagedList>
      </div>
      <OrderDialog open={dialog} onClose={closeDialog} />
      <OrderDetailDrawer orderId={detail.id} onClose={detail.close} />
    </PageCard>
  );
}

export const WaterOrderPage = () => <OrderListPage history={false} />;
export const HistoryOrderPage = () => <OrderListPage history />;
