import type { ReactNode } from 'react';
import { goodsCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
import { searchQueryOf } from '@/lib/list-query';
import { useUrlFilters } from '@/lib/use-url-filters';
import { CATALOGUE_KEYS } from '../utils/catalogue-keys';
import { useGoodsList } from '../hooks/use-goods';
import { AlwaysBought } from './always-bought';
import { CatalogueFilters } from './catalogue-filters';
import { GoodsGrid } from './goods-grid';
import './goods.css';
import { PageCard } from '@/components/ui/page-card';
import { PartBoundary } from '@/components/errors/part-boundary';

/**
 * /storage: search, hot words, category, sort and a paged grid; all filters in the URL.
 * `actions` sit in the head of the page (批量下单).
 */
export function CataloguePage({ actions }: { actions?: ReactNode }) {
  const { filters, update, pager } = useUrlFilters(CATALOGUE_KEYS);
  const query = useGoodsList({
    ...searchQueryOf(filters.page, filters.keyword),
    classifyId: filters.classifyId,
    sort: filters.sort,
  });

  return (
    <div className="catalogue">
      <PageCard title={goodsCopy.catalogueTitle} extra={actions}>
        {/* a new filter shows its first page */}
        <CatalogueFilters
          params={filters}
          onChange={(changes) => update({ ...changes, page: 1 })}
        />
        <PagedList query={query} {...pager('page')}>
          {(goods) => <GoodsGrid goods={goods} />}
        </PagedList>
      </PageCard>
      <PartBoundary>
        <AlwaysBought />
      </PartBoundary>
    </div>
  );
}
