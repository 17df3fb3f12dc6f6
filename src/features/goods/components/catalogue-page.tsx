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

/** /storage: search, hot words, category, sort and a paged grid; all filters in the URL. */
export function CataloguePage() {
  const { params, update } = useCatalogueParams();
  const { data, isFetching } = useGoodsList({
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
        <GoodsGrid goods={data?.list} loading={isFetching} />
        <Pager
          current={params.page}
          total={data?.total ?? 0}
          onChange={(page) => update({ page })}
        />
      </PageCard>
      <AlwaysBought />
    </div>
  );
}
