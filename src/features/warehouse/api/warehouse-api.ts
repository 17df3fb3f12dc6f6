import { apiClient } from '@/lib/api-client';
import { warehouseEndpoints } from './warehouse-endpoints';
import type { BatchQuery, StockLogQuery, StockTotalQuery } from './warehouse-schemas';

export const getStockTotals = (query: StockTotalQuery) =>
  apiClient.call(warehouseEndpoints.totals, { query });

export const getStockBatches = (query: BatchQuery) =>
  apiClient.call(warehouseEndpoints.batches, { query });

export const getStockLog = (query: StockLogQuery) =>
  apiClient.call(warehouseEndpoints.log, { query });

export const endStockBatch = (batchId: number) =>
  apiClient.call(warehouseEndpoints.end, { body: { batchId } });

/** Opened in /pdfPreview. */
export const getStatementPdf = () => apiClient.call(warehouseEndpoints.pdf);
