import type { BatchQuery, StockLogQuery, StockTotalQuery } from './warehouse-schemas';

export const warehouseKeys = {
  all: ['warehouse'] as const,
  totals: (query: StockTotalQuery) => [...warehouseKeys.all, 'totals', query] as const,
  batches: (query: BatchQuery) => [...warehouseKeys.all, 'batches', query] as const,
  log: (query: StockLogQuery) => [...warehouseKeys.all, 'log', query] as const,
};
