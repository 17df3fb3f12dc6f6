import { apiClient } from '@/lib/api-client';
import {
  statementPdfSchema,
  stockBatchPageSchema,
  stockBatchSchema,
  stockLogPageSchema,
  stockTotalPageSchema,
} from './warehouse-schemas';
import type { BatchQuery, StockLogQuery, StockTotalQuery } from './warehouse-types';

export const WAREHOUSE_PATHS = {
  totals: 'v1/front/warehouse/totals',
  batches: 'v1/front/warehouse/batch',
  log: 'v1/front/warehouse/log',
  end: 'v1/front/warehouse/end',
  pdf: 'v1/front/warehouse/pdf',
} as const;

/** Stock per good: in, out, on hand and its value. */
export const getStockTotals = (query: StockTotalQuery) =>
  apiClient.get(WAREHOUSE_PATHS.totals, stockTotalPageSchema, { params: query });

/** The batches sent to the warehouse, the newest first. */
export const getStockBatches = (query: BatchQuery) =>
  apiClient.get(WAREHOUSE_PATHS.batches, stockBatchPageSchema, { params: query });

/** The inventory log, the newest movement first. */
export const getStockLog = (query: StockLogQuery) =>
  apiClient.get(WAREHOUSE_PATHS.log, stockLogPageSchema, { params: query });

/** 完成入库: a passed batch is put into stock and comes back 审核完成. */
export const endStockBatch = (batchId: number) =>
  apiClient.post(WAREHOUSE_PATHS.end, { batchId }, stockBatchSchema);

/** 打印对账单: the storage statement's PDF, opened in /pdfPreview. */
export const getStatementPdf = () => apiClient.get(WAREHOUSE_PATHS.pdf, statementPdfSchema);
