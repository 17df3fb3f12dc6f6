import { SectionCard } from '@/components/ui/section-card';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { FilterBar } from '@/components/ui/filter-bar';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, figureColumn } from '@/components/ui/table-columns';
import { EnumTag } from '@/components/ui/status-tag';
import { exportColumnsOf, type ListColumn } from '@/components/ui/list-column';
import { ListExport } from '@/components/ui/list-export';
import { endpointPages } from '@/lib/endpoint-pages';
import { warehouseCopy } from '@/copy';
import { stockDirection } from '@/lib/enums/stock-direction';
import { useUrlFilters } from '@/lib/use-url-filters';
import { warehouseEndpoints } from '../api/warehouse-endpoints';
import type { StockLog } from '../api/warehouse-schemas';
import { useStockLog } from '../hooks/use-warehouse';
import { LOG_KEYS, logListQuery, logPageQuery } from '../hooks/warehouse-queries';

const logColumns: ListColumn<StockLog>[] = [
  dateColumn<StockLog>('createTime', warehouseCopy.time),
  {
    key: 'direction',
    title: warehouseCopy.direction,
    render: (_: unknown, log: StockLog) => <EnumTag of={stockDirection} value={log.direction} />,
    exported: { kind: 'text', value: (log) => stockDirection.label(log.direction) },
  },
  { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
  figureColumn('num', warehouseCopy.batchNum, 'count', (row: StockLog) => row.num),
  { key: 'batchNo', title: warehouseCopy.batchNo, dataIndex: 'batchNo' },
  { key: 'remark', title: warehouseCopy.remark, dataIndex: 'remark' },
];

/** 出入库记录: the inventory log, newest first, by day range; range and page in the URL. */
export function StockLogCard() {
  const { filters, update, pager } = useUrlFilters(LOG_KEYS);
  const listQuery = logListQuery(filters);
  const query = useStockLog(logPageQuery(filters));

  return (
    <SectionCard
      size="small"
      title={warehouseCopy.logTitle}
      extra={
        <ListExport
          subject={warehouseCopy.logFile}
          period={filters.range}
          columns={exportColumnsOf(logColumns)}
          read={endpointPages(warehouseEndpoints.log, { query: listQuery })}
        />
      }
    >
      <FilterBar>
        <DayRangeFilter range={filters.range} onChange={(range) => update({ range, logPage: 1 })} />
      </FilterBar>
      <PagedTable<StockLog>
        query={query}
        columns={logColumns}
        rowKey="logId"
        emptyText={warehouseCopy.logEmpty}
        {...pager('logPage')}
      />
    </SectionCard>
  );
}
