import type { PageQuery } from '@/lib/api-types';
import type { BatchStatus, BatchType } from '@/lib/enums/batch';

export { BATCH_STATUSES, BATCH_TYPES, type BatchStatus, type BatchType } from '@/lib/enums/batch';

/** The two ways stock moves (designed). */
export const STOCK_DIRECTIONS = ['IN', 'OUT'] as const;
export type StockDirection = (typeof STOCK_DIRECTIONS)[number];

/** One good's stock (GET v1/front/warehouse/totals, designed). Quantities in the good's unit. */
export interface StockTotal {
  goodId: number;
  goodName: string;
  spec: string;
  unit: string;
  inNum: number;
  outNum: number;
  /** inNum - outNum */
  stockNum: number;
  /** fen, the cost of one unit */
  unitCost: number;
  /** fen, stockNum * unitCost */
  stockValue: number;
}

export interface StockTotalQuery extends PageQuery {
  keyword?: string;
}

/** One batch of goods sent to the warehouse (GET v1/front/warehouse/batch, designed). */
export interface StockBatch {
  batchId: number;
  batchNo: string;
  goodName: string;
  spec: string;
  num: number;
  batchStatus: BatchStatus;
  batchType: BatchType;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** When the batch was put into stock (POST warehouse/end); null before. */
  endTime: string | null;
  remark: string;
}

export interface BatchQuery extends PageQuery {
  batchStatus?: BatchStatus;
  batchType?: BatchType;
}

/** One movement of the inventory log (GET v1/front/warehouse/log, designed). */
export interface StockLog {
  logId: number;
  goodName: string;
  spec: string;
  direction: StockDirection;
  num: number;
  batchNo: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  remark: string;
}

/** The log's query: dates are YYYY-MM-DD, both days included, sent together. */
export interface StockLogQuery extends PageQuery {
  startTime?: string;
  endTime?: string;
}

/** GET v1/front/warehouse/pdf (designed): the storage statement as a PDF file. */
export interface StatementPdf {
  pdfUrl: string;
}

export interface Page<T> {
  list: T[];
  total: number;
}
