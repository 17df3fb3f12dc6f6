import { Button, Card, Flex, Select } from 'antd';
import { PagedTable } from '@/components/ui/paged-table';
import { dateColumn, enumColumn } from '@/components/ui/table-columns';
import { warehouseCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { batchStatus, batchType } from '@/lib/enums/batch';
import { useListParams } from '@/lib/use-list-params';
import { type BatchStatus, type BatchType, type StockBatch } from '../api/warehouse-types';
import { useEndBatch, useStockBatches } from '../hooks/use-warehouse';
import {
  batchFilterChanges,
  readBatchFilters,
  toBatchQuery,
  WAREHOUSE_PARAMS,
} from '../utils/warehouse-filters';

/** Only a batch that passed audit can be put into stock. */
const canEndBatch = (batch: StockBatch) => batch.batchStatus === 1;

/** 入库批次: status and type filters and page in the URL; 完成入库 on a passed batch. */
export function StockBatchesCard() {
  const { searchParams, update } = useListParams();
  const filters = readBatchFilters(searchParams);
  const query = useStockBatches(toBatchQuery(filters));
  const endBatch = useEndBatch();

  const columns = [
    { key: 'batchNo', title: warehouseCopy.batchNo, dataIndex: 'batchNo' },
    { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
    { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
    { key: 'num', title: warehouseCopy.batchNum, dataIndex: 'num', align: 'right' as const },
    {
      key: 'batchType',
      title: warehouseCopy.batchType,
      render: (_: unknown, batch: StockBatch) => batchType.label(batch.batchType),
    },
    enumColumn(
      'batchStatus',
      warehouseCopy.batchStatus,
      batchStatus,
      (batch: StockBatch) => batch.batchStatus,
    ),
    dateColumn<StockBatch>('createTime', warehouseCopy.createTime),
    {
      key: 'endTime',
      title: warehouseCopy.endTime,
      render: (_: unknown, batch: StockBatch) => batch.endTime ?? '—',
    },
    { key: 'remark', title: warehouseCopy.remark, dataIndex: 'remark' },
    {
      key: 'actions',
      title: warehouseCopy.actions,
      render: (_: unknown, batch: StockBatch) =>
        canEndBatch(batch) && (
          <Button
            size="small"
            type="link"
            aria-label={`${warehouseCopy.endBatch} ${batch.batchNo}`}
            loading={endBatch.isPending && endBatch.variables === batch.batchId}
            onClick={() =>
              confirmThen(warehouseCopy.confirmEnd(batch.batchNo), () =>
                endBatch.mutateAsync(batch.batchId),
              )
            }
          >
            {warehouseCopy.endBatch}
          </Button>
        ),
    },
  ];

  return (
    <Card size="small" title={warehouseCopy.batchesTitle}>
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Select<BatchStatus>
          aria-label={warehouseCopy.batchStatus}
          placeholder={warehouseCopy.allStatuses}
          allowClear
          style={{ minWidth: 140 }}
          value={filters.batchStatus ?? undefined}
          options={batchStatus.options}
          onChange={(status) => update(batchFilterChanges(status ?? null, filters.batchType))}
        />
        <Select<BatchType>
          aria-label={warehouseCopy.batchType}
          placeholder={warehouseCopy.allTypes}
          allowClear
          style={{ minWidth: 140 }}
          value={filters.batchType ?? undefined}
          options={batchType.options}
          onChange={(type) => update(batchFilterChanges(filters.batchStatus, type ?? null))}
        />
      </Flex>
      <PagedTable<StockBatch>
        query={query}
        columns={columns}
        rowKey="batchId"
        emptyText={warehouseCopy.batchesEmpty}
        page={filters.page}
        onPageChange={(page) => update({ [WAREHOUSE_PARAMS.batchPage]: page })}
      />
    </Card>
  );
}
