import { goodsCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { Pager } from '@/components/ui/pager';
import { useUrlFilters } from '@/lib/use-url-filters';
import { CATALOGUE_KEYS } from '../utils/catalogue-keys';
import { useGoodsList } from '../hooks/use-goods';
import { AlwaysBought } from './always-bought';
import { CatalogueFilters } from './catalogue-filters';
import { GoodsGrid } from './goods-grid';
import './goods.css';
import { PageCard } from '@/components/ui/page-card';
import { QueryState } from '@/components/ui/query-state';
import { PartBoundary } from '@/components/errors/part-boundary';

/** /storage: search, hot words, category, sort and a paged grid; all filters in the URL. */
export function CataloguePage() {
  const { filters, update } = useUrlFilters(CATALOGUE_KEYS);
  const query = useGoodsList({
    pageNo: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: filters.keyword || undefined,
    classifyId: filters.classifyId,
    sort: filters.sort,
  });

  return (
    <div className="catalogue">
      <PageCard title={goodsCopy.catalogueTitle}>
        {/* a new filter shows its first page */}
        <CatalogueFilters
          params={filters}
          onChange={(changes) => update({ ...changes, page: 1 })}
        />
        <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
          {(data) => (
            <>
              <GoodsGrid goods={data.list} loading={query.isFetching && query.isPlaceholderData} />
              <Pager
                current={filters.page}
                total={data.total}
                onChange={(page) => update({ page })}
              />
            </>
          )}
        </QueryState>
      </PageCard>
      <PartBoundary>
        <AlwaysBought />
      </PartBoundary>
    </div>
  );
}
