import { Card } from 'antd';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { PagedTable } from '@/components/ui/paged-table';
import { StatusTag } from '@/components/ui/status-tag';
import { warehouseCopy } from '@/copy';
import { useListParams } from '@/lib/use-list-params';
import type { StockLog } from '../api/warehouse-types';
import { useStockLog } from '../hooks/use-warehouse';
import {
  logRangeChanges,
  readLogFilters,
  toLogQuery,
  WAREHOUSE_PARAMS,
} from '../utils/warehouse-filters';

const logColumns = [
  { key: 'time', title: warehouseCopy.time, dataIndex: 'createTime' },
  {
    key: 'direction',
    title: warehouseCopy.direction,
    render: (_: unknown, log: StockLog) =>
      log.direction === 'IN' ? (
        <StatusTag label={warehouseCopy.directionIn} tone="success" />
      ) : (
        <StatusTag label={warehouseCopy.directionOut} tone="warning" />
      ),
  },
  { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
  { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
  { key: 'num', title: warehouseCopy.batchNum, dataIndex: 'num', align: 'right' as const },
  { key: 'batchNo', title: warehouseCopy.batchNo, dataIndex: 'batchNo' },
  { key: 'remark', title: warehouseCopy.remark, dataIndex: 'remark' },
];

/** 出入库记录: the inventory log, newest first, by day range; range and page in the URL. */
export function StockLogCard() {
  const { searchParams, update } = useListParams();
  const filters = readLogFilters(searchParams);
  const query = useStockLog(toLogQuery(filters));

  return (
    <Card size="small" title={warehouseCopy.logTitle}>
      <div style={{ marginBottom: 12 }}>
        <DayRangeFilter
          range={filters.range}
          onChange={(range) => update(logRangeChanges(range))}
        />
      </div>
      <PagedTable<StockLog>
        query={query}
        columns={logColumns}
        rowKey="logId"
        emptyText={warehouseCopy.logEmpty}
        page={filters.page}
        onPageChange={(page) => update({ [WAREHOUSE_PARAMS.logPage]: page })}
      />
    </Card>
  );
}
