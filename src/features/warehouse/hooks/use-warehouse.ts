import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { reportUnshownError } from '@/lib/report-unshown-error';
import {
  endStockBatch,
  getStatementPdf,
  getStockBatches,
  getStockLog,
  getStockTotals,
} from '../api/warehouse-api';
import { warehouseKeys } from '../api/warehouse-keys';
import type { BatchQuery, StockLogQuery, StockTotalQuery } from '../api/warehouse-schemas';

export function useStockTotals(query: StockTotalQuery) {
  return useQuery({
    queryKey: warehouseKeys.totals(query),
    queryFn: () => getStockTotals(query),
    placeholderData: keepPreviousData,
  });
}

export function useStockBatches(query: BatchQuery) {
  return useQuery({
    queryKey: warehouseKeys.batches(query),
    queryFn: () => getStockBatches(query),
    placeholderData: keepPreviousData,
  });
}

export function useStockLog(query: StockLogQuery) {
  return useQuery({
    queryKey: warehouseKeys.log(query),
    queryFn: () => getStockLog(query),
    placeholderData: keepPreviousData,
  });
}

/** 完成入库 changes the batch, the log and the totals: all three refresh. */
export function useEndBatch() {
  return useMutation({ mutationFn: endStockBatch, meta: { invalidates: [warehouseKeys.all] } });
}

/** 打印对账单: asks for the statement's PDF and opens it in /pdfPreview. */
export function usePrintStatement() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: getStatementPdf,
    onSuccess: ({ pdfUrl }) => navigate(hrefs.pdfPreview(pdfUrl)),
    onError: reportUnshownError,
  });
}
