import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useFetchedPdf } from '@/components/ui/pdf-opener';
import { apiClient } from '@/lib/api-client';
import { changesOfGroup } from '@/lib/endpoint-query';
import { warehouseEndpoints } from '../api/warehouse-endpoints';
import type { BatchQuery, StockLogQuery, StockTotalQuery } from '../api/warehouse-schemas';
import { batchesQuery, logQuery, totalsQuery } from './warehouse-queries';

export function useStockTotals(query: StockTotalQuery) {
  return useQuery({ ...totalsQuery(query), placeholderData: keepPreviousData });
}

export function useStockBatches(query: BatchQuery) {
  return useQuery({ ...batchesQuery(query), placeholderData: keepPreviousData });
}

export function useStockLog(query: StockLogQuery) {
  return useQuery({ ...logQuery(query), placeholderData: keepPreviousData });
}

/** 完成入库 changes the batch, the log and the totals: all three refresh. */
export function useEndBatch() {
  return useMutation({
    mutationFn: (batchId: number) => apiClient.call(warehouseEndpoints.end, { body: { batchId } }),
    meta: changesOfGroup(warehouseEndpoints),
  });
}

/** 打印对账单: asks for the statement's PDF and opens it in /pdfPreview. */
export const usePrintStatement = () => useFetchedPdf(() => apiClient.call(warehouseEndpoints.pdf));
