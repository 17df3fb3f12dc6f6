import type { Input, Output } from '@/lib/schema';
import type {
  batchQuerySchema,
  statementPdfSchema,
  STOCK_DIRECTIONS,
  stockBatchSchema,
  stockLogQuerySchema,
  stockLogSchema,
  stockTotalQuerySchema,
  stockTotalSchema,
} from './warehouse-schemas';

export { BATCH_STATUSES, BATCH_TYPES, type BatchStatus, type BatchType } from '@/lib/enums/batch';
export { STOCK_DIRECTIONS } from './warehouse-schemas';

export type StockDirection = (typeof STOCK_DIRECTIONS)[number];
export type StockTotal = Output<typeof stockTotalSchema>;
export type StockTotalQuery = Input<typeof stockTotalQuerySchema>;
export type StockBatch = Output<typeof stockBatchSchema>;
export type BatchQuery = Input<typeof batchQuerySchema>;
export type StockLog = Output<typeof stockLogSchema>;
export type StockLogQuery = Input<typeof stockLogQuerySchema>;
export type StatementPdf = Output<typeof statementPdfSchema>;
