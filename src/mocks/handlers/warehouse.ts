import { WAREHOUSE_PATHS } from '@/features/warehouse/api/warehouse-api';
import { BATCH_STATUSES, BATCH_TYPES } from '@/features/warehouse/api/warehouse-types';
import { pageOf } from '../db/paging';
import { endBatch, listBatches, statementPdf, stockLog, stockTotals } from '../db/warehouse';
import { memberHandler } from './envelope';
import { dayRange, oneOf, pageQuery, requireId } from './request-fields';

export const warehouseHandlers = [
  memberHandler('get', WAREHOUSE_PATHS.totals, ({ db, user, query }) =>
    pageOf(stockTotals(db, user.userId, query.get('keyword') ?? ''), pageQuery(query)),
  ),
  memberHandler('get', WAREHOUSE_PATHS.batches, ({ db, user, query }) =>
    pageOf(
      listBatches(db, user.userId, {
        batchStatus: oneOf(BATCH_STATUSES, query.get('batchStatus')),
        batchType: oneOf(BATCH_TYPES, query.get('batchType')),
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
