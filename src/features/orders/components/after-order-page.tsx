import { ordersCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
import { pageQueryOf } from '@/lib/list-query';
import { endpointPages } from '@/lib/endpoint-pages';
import { ListExport } from '@/components/ui/list-export';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { ordersEndpoints } from '../api/orders-endpoints';
import { useAfterSales } from '../hooks/use-orders';
import { afterSaleExportColumns } from '../utils/order-export';
import { AfterSaleCard } from './after-sale-card';
import { CardList } from './card-list';
import './orders.css';
import { PageCard } from '@/components/ui/page-card';

/** member after_order: the member's after-sales requests, newest first, with their conversations. */
export function AfterOrderPage() {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useAfterSales(pageQueryOf(filters.page));

  return (
    <PageCard
      title={ordersCopy.afterTitle}
      extra={
        <ListExport
          subject={ordersCopy.afterTitle}
          columns={afterSaleExportColumns}
          read={endpointPages(ordersEndpoints.afterSales, { query: {} })}
        />
      }
    >
      <div className="orders-page__body">
        <PagedList query={query} {...pager('page')}>
          {(requests) => (
            <CardList
              items={requests}
              itemKey={(after) => after.afterId}
              renderItem={(after) => <AfterSaleCard after={after} />}
            />
          )}
        </PagedList>
      </div>
    </PageCard>
  );
}
