import { Card } from 'antd';
import { PagedTable } from '@/components/ui/paged-table';
import { SearchBar } from '@/components/ui/search-bar';
import { moneyColumn } from '@/components/ui/table-columns';
import { warehouseCopy } from '@/copy';
import { useListParams } from '@/lib/use-list-params';
import type { StockTotal } from '../api/warehouse-types';
import { useStockTotals } from '../hooks/use-warehouse';
import { readTotalsFilters, toTotalsQuery, WAREHOUSE_PARAMS } from '../utils/warehouse-filters';

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
  const { searchParams, update } = useListParams();
  const filters = readTotalsFilters(searchParams);
  const query = useStockTotals(toTotalsQuery(filters));

  return (
    <Card size="small" title={warehouseCopy.totalsTitle}>
      <div style={{ marginBottom: 12 }}>
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={warehouseCopy.totalsSearch}
          onSearch={(keyword) => update({ keyword, [WAREHOUSE_PARAMS.totalsPage]: 1 })}
        />
      </div>
      <PagedTable<StockTotal>
        query={query}
        columns={totalColumns}
        rowKey="goodId"
        emptyText={warehouseCopy.totalsEmpty}
        page={filters.page}
        onPageChange={(page) => update({ [WAREHOUSE_PARAMS.totalsPage]: page })}
      />
    </Card>
  );
}
