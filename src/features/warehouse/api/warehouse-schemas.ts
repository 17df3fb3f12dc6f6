import { BATCH_STATUSES, BATCH_TYPES } from '@/lib/enums/batch';
import { STOCK_DIRECTIONS } from '@/lib/enums/stock-direction';
import {
  fen,
  int,
  num,
  oneOf,
  optional,
  paged,
  pageQuery,
  text,
  textOrNull,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

/** One good's stock. Quantities in the good's unit. */
export const stockTotalSchema = v.object({
  goodId: int(),
  goodName: text(),
  spec: text(),
  unit: text(),
  inNum: num(),
  outNum: num(),
  /** inNum - outNum */
  stockNum: num(),
  /** fen, the cost of one unit */
  unitCost: fen(),
  /** fen, stockNum * unitCost */
  stockValue: fen(),
});
export type StockTotal = Output<typeof stockTotalSchema>;

export const stockTotalPageSchema = paged(stockTotalSchema);

export const stockTotalQuerySchema = v.object({
  ...pageQuery,
  keyword: optional(v.string()),
});
export type StockTotalQuery = Input<typeof stockTotalQuerySchema>;

/** One batch of goods sent to the warehouse. */
export const stockBatchSchema = v.object({
  batchId: int(),
  batchNo: text(),
  goodName: text(),
  spec: text(),
  num: num(),
  // an unknown status offers nothing: 未审核 cannot be put into stock
  batchStatus: oneOf(BATCH_STATUSES, 0),
  batchType: oneOf(BATCH_TYPES, 0),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** When the batch was put into stock (POST warehouse/end); null before. */
  endTime: textOrNull(),
  remark: text(),
});
export type StockBatch = Output<typeof stockBatchSchema>;

export const stockBatchPageSchema = paged(stockBatchSchema);

export const batchQuerySchema = v.object({
  ...pageQuery,
  batchStatus: optional(v.picklist(BATCH_STATUSES)),
  batchType: optional(v.picklist(BATCH_TYPES)),
});
export type BatchQuery = Input<typeof batchQuerySchema>;

/** One movement of the inventory log. */
export const stockLogSchema = v.object({
  logId: int(),
  goodName: text(),
  spec: text(),
  // a movement whose direction is unknown is left out: in and out are never guessed
  direction: v.picklist(STOCK_DIRECTIONS),
  num: num(),
  batchNo: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  remark: text(),
});
export type StockLog = Output<typeof stockLogSchema>;

export const stockLogPageSchema = paged(stockLogSchema);

/** The log's query: dates are YYYY-MM-DD, both days included, sent together. */
export const stockLogQuerySchema = v.object({
  ...pageQuery,
  startTime: optional(v.string()),
  endTime: optional(v.string()),
});
export type StockLogQuery = Input<typeof stockLogQuerySchema>;

export const endBatchBodySchema = v.object({ batchId: v.number() });

/** The storage statement as a PDF file. */
export const statementPdfSchema = v.object({
  pdfUrl: v.pipe(v.string(), v.nonEmpty()),
});
export type StatementPdf = Output<typeof statementPdfSchema>;
