import { goodsCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { Pager } from '@/components/ui/pager';
import { useCatalogueParams } from '../hooks/use-catalogue-params';
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
  const { params, update } = useCatalogueParams();
  const query = useGoodsList({
    pageNo: params.page,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: params.keyword || undefined,
    classifyId: params.classifyId,
    sort: params.sort,
  });

  return (
    <div className="catalogue">
      <PageCard title={goodsCopy.catalogueTitle}>
        <CatalogueFilters params={params} onChange={update} />
        <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
          {(data) => (
            <>
              <GoodsGrid goods={data.list} loading={query.isFetching && query.isPlaceholderData} />
              <Pager
                current={params.page}
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
