import { RowAction } from '@/components/ui/row-action';
import { SectionCard } from '@/components/ui/section-card';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagedTable } from '@/components/ui/paged-table';
import {
  actionsColumn,
  dateColumn,
  enumColumn,
  enumLabelColumn,
  figureColumn,
} from '@/components/ui/table-columns';
import { numberCopy, warehouseCopy } from '@/copy';
import { confirmThen } from '@/lib/confirm-then';
import { batchStatus, batchType } from '@/lib/enums/batch';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { StockBatch } from '../api/warehouse-schemas';
import { useEndBatch, useStockBatches } from '../hooks/use-warehouse';
import { BATCHES_KEYS, batchesPageQuery } from '../hooks/warehouse-queries';

/** Only a batch that passed audit can be put into stock. */
const canEndBatch = (batch: StockBatch) => batch.batchStatus === 1;

/** 入库批次: status and type filters and page in the URL; 完成入库 on a passed batch. */
export function StockBatchesCard() {
  const { filters, update, pager } = useUrlFilters(BATCHES_KEYS);
  const query = useStockBatches(batchesPageQuery(filters));
  const endBatch = useEndBatch();

  const columns = [
    { key: 'batchNo', title: warehouseCopy.batchNo, dataIndex: 'batchNo' },
    { key: 'goodName', title: warehouseCopy.goodName, dataIndex: 'goodName' },
    { key: 'spec', title: warehouseCopy.spec, dataIndex: 'spec' },
    figureColumn('num', warehouseCopy.batchNum, 'count', (row: StockBatch) => row.num),
    enumLabelColumn<StockBatch>('batchType', warehouseCopy.batchType, batchType),
    enumColumn<StockBatch>('batchStatus', warehouseCopy.batchStatus, batchStatus),
    dateColumn<StockBatch>('createTime', warehouseCopy.createTime),
    dateColumn<StockBatch>('endTime', warehouseCopy.endTime, { missing: numberCopy.noFigure }),
    { key: 'remark', title: warehouseCopy.remark, dataIndex: 'remark' },
    actionsColumn(
      warehouseCopy.actions,
      (batch: StockBatch) =>
        canEndBatch(batch) && (
          <RowAction
            aria-label={`${warehouseCopy.endBatch} ${batch.batchNo}`}
            loading={endBatch.isPending && endBatch.variables === batch.batchId}
            onClick={() =>
              confirmThen(warehouseCopy.confirmEnd(batch.batchNo), () =>
                endBatch.mutateAsync(batch.batchId),
              )
            }
          >
            {warehouseCopy.endBatch}
          </RowAction>
        ),
    ),
  ];

  return (
    <SectionCard size="small" title={warehouseCopy.batchesTitle}>
      <FilterBar>
        <FilterSelect
          of={batchStatus}
          label={warehouseCopy.batchStatus}
          all={warehouseCopy.allStatuses}
          value={filters.batchStatus}
          onChange={(batchStatus) => update({ batchStatus, batchPage: 1 })}
        />
        <FilterSelect
          of={batchType}
          label={warehouseCopy.batchType}
          all={warehouseCopy.allTypes}
          value={filters.batchType}
          onChange={(batchType) => update({ batchType, batchPage: 1 })}
        />
      </FilterBar>
      <PagedTable<StockBatch>
        query={query}
        columns={columns}
        rowKey="batchId"
        emptyText={warehouseCopy.batchesEmpty}
        {...pager('batchPage')}
      />
    </SectionCard>
  );
}
