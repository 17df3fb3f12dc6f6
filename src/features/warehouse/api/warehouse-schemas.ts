import { fen, int, num, oneOf, paged, text, textOrNull, v, type Schema } from '@/lib/schema';
import {
  BATCH_STATUSES,
  BATCH_TYPES,
  STOCK_DIRECTIONS,
  type Page,
  type StatementPdf,
  type StockBatch,
  type StockLog,
  type StockTotal,
} from './warehouse-types';

export const stockTotalPageSchema: Schema<Page<StockTotal>> = paged(
  v.object({
    goodId: int(),
    goodName: text(),
    spec: text(),
    unit: text(),
    inNum: num(),
    outNum: num(),
    stockNum: num(),
    unitCost: fen(),
    stockValue: fen(),
  }),
);

export const stockBatchSchema: Schema<StockBatch> = v.object({
  batchId: int(),
  batchNo: text(),
  goodName: text(),
  spec: text(),
  num: num(),
  // an unknown status offers nothing: 未审核 cannot be put into stock
  batchStatus: oneOf(BATCH_STATUSES, 0),
  batchType: oneOf(BATCH_TYPES, 0),
  createTime: text(),
  endTime: textOrNull(),
  remark: text(),
});

export const stockBatchPageSchema: Schema<Page<StockBatch>> = paged(stockBatchSchema);

export const stockLogPageSchema: Schema<Page<StockLog>> = paged(
  v.object({
    logId: int(),
    goodName: text(),
    spec: text(),
    // a movement whose direction is unknown is left out: in and out are never guessed
    direction: v.picklist(STOCK_DIRECTIONS),
    num: num(),
    batchNo: text(),
    createTime: text(),
    remark: text(),
  }),
);

export const statementPdfSchema: Schema<StatementPdf> = v.object({
  pdfUrl: v.pipe(v.string(), v.nonEmpty()),
});
