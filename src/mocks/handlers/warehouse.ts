import { WAREHOUSE_PATHS } from '@/features/warehouse/api/warehouse-api';
import { BATCH_STATUSES, BATCH_TYPES } from '@/features/warehouse/api/warehouse-types';
import { pageOf } from '../db/paging';
import { endBatch, listBatches, statementPdf, stockLog, stockTotals } from '../db/warehouse';
import { memberHandler } from './envelope';
import { pageQuery, requireId } from './request-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const enumOf = <T extends number>(values: readonly T[], raw: string | null): T | null =>
  raw === null ? null : (values.find((value) => String(value) === raw) ?? null);

/** startTime and endTime as days, or no range when either is missing or malformed. */
function dayRange(query: URLSearchParams) {
  const startTime = query.get('startTime') ?? '';
  const endTime = query.get('endTime') ?? '';
  return DAY.test(startTime) && DAY.test(endTime) ? { startTime, endTime } : null;
}

export const warehouseHandlers = [
  memberHandler('get', WAREHOUSE_PATHS.totals, ({ db, user, query }) =>
    pageOf(stockTotals(db, user.userId, query.get('keyword') ?? ''), pageQuery(query)),
  ),
  memberHandler('get', WAREHOUSE_PATHS.batches, ({ db, user, query }) =>
    pageOf(
      listBatches(db, user.userId, {
        batchStatus: enumOf(BATCH_STATUSES, query.get('batchStatus')),
        batchType: enumOf(BATCH_TYPES, query.get('batchType')),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler('get', WAREHOUSE_PATHS.log, ({ db, user, query }) =>
    pageOf(stockLog(db, user.userId, dayRange(query)), pageQuery(query)),
  ),
  memberHandler('post', WAREHOUSE_PATHS.end, ({ db, user, body }) =>
    endBatch(db, user.userId, requireId(body.batchId), new Date()),
  ),
  memberHandler('get', WAREHOUSE_PATHS.pdf, ({ user }) => statementPdf(user)),
];
