import { SectionCard } from '@/components/ui/section-card';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchBar } from '@/components/ui/search-bar';
import { moneyColumn } from '@/components/ui/table-columns';
import { warehouseCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { pageKey, textKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { StockTotal } from '../api/warehouse-types';
import { useStockTotals } from '../hooks/use-warehouse';

/** Each list of total_storage pages under a name of its own, so paging one leaves the others. */
const KEYS = { totalsPage: pageKey(), keyword: textKey() };

const quantity = (num: number, total: StockTotal) => warehouseCopy.quantity(num, total.unit);

const totalColumns = [
  { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
  {
    key: 'inNum',
    title: warehouseCopy.inNum,
    align: 'right' as const,
    render: (_: unknown, total: StockTotal) => quantity(total.inNum, total),
  },
  {
    key: 'outNum',
    title: warehouseCopy.outNum,
    align: 'right' as const,
    render: (_: unknown, total: StockTotal) => quantity(total.outNum, total),
  },
  {
    key: 'stockNum',
    title: warehouseCopy.stockNum,
    align: 'right' as const,
    render: (_: unknown, total: StockTotal) => quantity(total.stockNum, total),
  },
  moneyColumn('unitCost', warehouseCopy.unitCost, (total: StockTotal) => total.unitCost),
  moneyColumn('stockValue', warehouseCopy.stockValue, (total: StockTotal) => total.stockValue),
];

/** 库存汇总: in, out, on hand and value per good, searchable; keyword and page in the URL. */
export function StockTotalsCard() {
  const { filters, update } = useUrlFilters(KEYS);
  const query = useStockTotals({
    pageNo: filters.totalsPage,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: filters.keyword || undefined,
  });

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
        page={filters.totalsPage}
        onPageChange={(page) => update({ totalsPage: page })}
      />
    </SectionCard>
  );
}
