import type { BatchStatus, BatchType } from '@/lib/enums/batch';
import type {
  StatementPdf,
  StockBatch,
  StockLog,
  StockTotal,
} from '@/features/warehouse/api/warehouse-schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { warehouseError } from './errors/warehouse';
import { requirePermission } from './permission';
import { inDayRange, type DayRange } from './day-range';
import { matchesKeyword } from './paging';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import type { Database, UserRow } from './types';
import type { WarehouseBatchRow, WarehouseGoodRow } from './warehouse-rows';

/** The sample statement beside the member handbook (scripts/generate-sample-pdf.mjs). */
export const STORAGE_STATEMENT_PDF = '/docs/storage-statement.pdf';

const goodsOf = (db: Database, userId: number) =>
  db.warehouse.goods.filter((good) => good.userId === userId);

function goodOf(db: Database, goodId: number): WarehouseGoodRow {
  const good = db.warehouse.goods.find((row) => row.goodId === goodId);
  if (!good) throw new Error(`warehouse good ${goodId} is missing`);
  return good;
}

const newestFirst = <T extends { createTime: string }>(a: T, b: T) =>
  b.createTime.localeCompare(a.createTime);

/** Stock per good, read from the log: in, out, on hand and its value at unit cost. */
export function stockTotals(db: Database, userId: number, keyword: string): StockTotal[] {
  const logs = db.warehouse.logs.filter((log) => log.userId === userId);
  return goodsOf(db, userId)
    .filter((good) => matchesKeyword(keyword, good.goodName, good.spec))
    .map((good) => {
      const moved = (direction: 'IN' | 'OUT') =>
        logs
          .filter((log) => log.goodId === good.goodId && log.direction === direction)
          .reduce((sum, log) => sum + log.num, 0);
      const inNum = moved('IN');
      const outNum = moved('OUT');
      const stockNum = inNum - outNum;
      return {
        goodId: good.goodId,
        goodName: good.goodName,
        spec: good.spec,
        unit: good.unit,
        inNum,
        outNum,
        stockNum,
        unitCost: good.unitCost,
        stockValue: stockNum * good.unitCost,
      };
    });
}

const toBatch = (db: Database, row: WarehouseBatchRow): StockBatch => {
  const good = goodOf(db, row.goodId);
  return {
    batchId: row.batchId,
    batchNo: row.batchNo,
    goodName: good.goodName,
    spec: good.spec,
    num: row.num,
    batchStatus: row.batchStatus,
    batchType: row.batchType,
    createTime: row.createTime,
    endTime: row.endTime,
    remark: row.remark,
  };
};

export interface BatchFilter {
  batchStatus: BatchStatus | null;
  batchType: BatchType | null;
}

/** The member's batches, the newest first, optionally of one status and one type. */
export const listBatches = (
  db: Database,
  userId: number,
  { batchStatus, batchType }: BatchFilter,
): StockBatch[] =>
  db.warehouse.batches
    .filter(
      (row) =>
        row.userId === userId &&
        (batchStatus === null || row.batchStatus === batchStatus) &&
        (batchType === null || row.batchType === batchType),
    )
    .sort(newestFirst)
    .map((row) => toBatch(db, row));

/** The inventory log of some days, the newest first. */
export function stockLog(db: Database, userId: number, range: DayRange): StockLog[] {
  return db.warehouse.logs
    .filter((log) => log.userId === userId && inDayRange(log.createTime, range))
    .sort(newestFirst)
    .map((log) => {
      const good = goodOf(db, log.goodId);
      return {
        logId: log.logId,
        goodName: good.goodName,
        spec: good.spec,
        direction: log.direction,
        num: log.num,
        batchNo: log.batchNo,
        createTime: log.createTime,
        remark: log.remark,
      };
    });
}

/**
 * warehouse/end, 完成入库: the goods of a batch that passed audit have arrived; the batch is
 * closed as 审核完成 (3) and its quantity enters stock as an incoming movement of the log.
 */
export function endBatch(db: Database, userId: number, batchId: number, now: Date): StockBatch {
  const row = db.warehouse.batches.find(
    (batch) => batch.batchId === batchId && batch.userId === userId,
  );
  if (!row) throw warehouseError('batchNotFound');
  if (row.batchStatus !== 1) throw warehouseError('batchNotEndable');
  const time = formatTime(now);
  row.batchStatus = 3;
  row.endTime = time;
  row.remark = '已到库';
  db.warehouse.logs.push({
    logId: nextSequence(db, 'stockLogId'),
    userId,
    goodId: row.goodId,
    direction: 'IN',
    num: row.num,
    batchNo: row.batchNo,
    createTime: time,
    remark: '批次入库',
  });
  return toBatch(db, row);
}

/** 打印对账单: the statement's PDF, for members holding the print code only. */
export function statementPdf(user: UserRow): StatementPdf {
  requirePermission(user, PERMISSIONS.warehousePrint);
  return { pdfUrl: STORAGE_STATEMENT_PDF };
}
