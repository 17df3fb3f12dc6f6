import { SectionCard } from '@/components/ui/section-card';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchBar } from '@/components/ui/search-bar';
import { figureColumn, moneyColumn } from '@/components/ui/table-columns';
import { warehouseCopy } from '@/copy';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { StockTotal } from '../api/warehouse-schemas';
import { useStockTotals } from '../hooks/use-warehouse';
import { TOTALS_KEYS, totalsPageQuery } from '../hooks/warehouse-queries';

/** A quantity in 万 or 亿 from 1e4, with the good's unit: 1.29万袋, 12,860袋 on hover. */
const quantityColumn = (key: string, title: string, num: (total: StockTotal) => number) =>
  figureColumn<StockTotal>(key, title, 'count', num, (total, figure) =>
    warehouseCopy.quantity(figure, total.unit),
  );

const totalColumns = [
  { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
  quantityColumn('inNum', warehouseCopy.inNum, (total) => total.inNum),
  quantityColumn('outNum', warehouseCopy.outNum, (total) => total.outNum),
  quantityColumn('stockNum', warehouseCopy.stockNum, (total) => total.stockNum),
  moneyColumn('unitCost', warehouseCopy.unitCost, (total: StockTotal) => total.unitCost),
  figureColumn(
    'stockValue',
    warehouseCopy.stockValue,
    'money',
    (total: StockTotal) => total.stockValue,
  ),
];

/** 库存汇总: in, out, on hand and value per good, searchable; keyword and page in the URL. */
export function StockTotalsCard() {
  const { filters, update, pager } = useUrlFilters(TOTALS_KEYS);
  const query = useStockTotals(totalsPageQuery(filters));

  return (
    <SectionCard size="small" title={warehouseCopy.totalsTitle}>
      <FilterBar>
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={warehouseCopy.totalsSearch}
          onSearch={(keyword) => update({ keyword, totalsPage: 1 })}
        />
      </FilterBar>
      <PagedTable<StockTotal>
        query={query}
        columns={totalColumns}
        rowKey="goodId"
        emptyText={warehouseCopy.totalsEmpty}
        {...pager('totalsPage')}
      />
    </SectionCard>
  );
}
