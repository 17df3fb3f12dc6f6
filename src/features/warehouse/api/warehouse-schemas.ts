import * as v from 'valibot';
import * as s from '@/lib/schema';
import { BATCH_STATUSES, BATCH_TYPES } from '@/lib/enums/batch';
import { STOCK_DIRECTIONS } from '@/lib/enums/stock-direction';

/** One good's stock. Quantities in the good's unit. */
export const stockTotalSchema = v.object({
  goodId: s.int(),
  goodName: s.text(),
  spec: s.text(),
  unit: s.text(),
  inNum: s.num(),
  outNum: s.num(),
  /** inNum - outNum */
  stockNum: s.num(),
  /** fen, the cost of one unit */
  unitCost: s.fen(),
  /** fen, stockNum * unitCost */
  stockValue: s.fen(),
});
export type StockTotal = s.Output<typeof stockTotalSchema>;

export const stockTotalPageSchema = s.paged(stockTotalSchema);

export const stockTotalQuerySchema = v.object(s.searchQuery);
export type StockTotalQuery = s.Input<typeof stockTotalQuerySchema>;

/** One batch of goods sent to the warehouse. */
export const stockBatchSchema = v.object({
  batchId: s.int(),
  batchNo: s.text(),
  goodName: s.text(),
  spec: s.text(),
  num: s.num(),
  // an unknown status offers nothing: 未审核 cannot be put into stock
  batchStatus: s.oneOf(BATCH_STATUSES, 0),
  batchType: s.oneOf(BATCH_TYPES, 0),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** When the batch was put into stock (POST warehouse/end); null before. */
  endTime: s.textOrNull(),
  remark: s.text(),
});
export type StockBatch = s.Output<typeof stockBatchSchema>;

export const stockBatchPageSchema = s.paged(stockBatchSchema);

export const batchQuerySchema = v.object({
  ...s.pageQuery,
  batchStatus: v.optional(v.picklist(BATCH_STATUSES)),
  batchType: v.optional(v.picklist(BATCH_TYPES)),
});
export type BatchQuery = s.Input<typeof batchQuerySchema>;

/** One movement of the inventory log. */
export const stockLogSchema = v.object({
  logId: s.int(),
  goodName: s.text(),
  spec: s.text(),
  // a movement whose direction is unknown is left out: in and out are never guessed
  direction: v.picklist(STOCK_DIRECTIONS),
  num: s.num(),
  batchNo: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  remark: s.text(),
});
export type StockLog = s.Output<typeof stockLogSchema>;

export const stockLogPageSchema = s.paged(stockLogSchema);

/** The log's query: a page of the movements of a day range. */
export const stockLogQuerySchema = v.object({ ...s.pageQuery, ...s.dayRange });
export type StockLogQuery = s.Input<typeof stockLogQuerySchema>;

export const endBatchBodySchema = v.object({ batchId: v.number() });

/** The storage statement as a PDF file. */
export const statementPdfSchema = v.object({
  pdfUrl: v.pipe(v.string(), v.nonEmpty()),
});
export type StatementPdf = s.Output<typeof statementPdfSchema>;
