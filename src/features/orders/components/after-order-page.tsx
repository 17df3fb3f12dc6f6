import { ordersCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { Pager } from '@/components/ui/pager';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useAfterSales } from '../hooks/use-orders';
import { AfterSaleCard } from './after-sale-card';
import { CardList } from './card-list';
import './orders.css';
import { PageCard } from '@/components/ui/page-card';

/** member after_order: the member's after-sales requests, newest first, with their conversations. */
export function AfterOrderPage() {
  const { filters, update } = useUrlFilters(PAGE_KEYS);
  const { data, isFetching, error, refetch } = useAfterSales({
    pageNo: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  return (
    <PageCard title={ordersCopy.afterTitle}>
      <div className="orders-page__body">
        <CardList
          items={data?.list}
          fetching={isFetching}
          error={isFetching ? null : error}
          onRetry={() => void refetch()}
          itemKey={(after) => after.afterId}
          renderItem={(after) => <AfterSaleCard after={after} />}
        />
        <Pager
          current={filters.page}
          total={data?.total ?? 0}
          onChange={(page) => update({ page })}
        />
      </div>
    </PageCard>
  );
}
