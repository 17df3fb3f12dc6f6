import { warehouseEndpoints } from '@/features/warehouse/api/warehouse-endpoints';
import { BATCH_STATUSES, BATCH_TYPES } from '@/lib/enums/batch';
import { pageOf } from '../db/paging';
import { endBatch, listBatches, statementPdf, stockLog, stockTotals } from '../db/warehouse';
import { memberHandler } from './envelope';
import { dayRange, oneOf, pageQuery, requireId } from './request-fields';

export const warehouseHandlers = [
  memberHandler(warehouseEndpoints.totals, ({ db, user, query }) =>
    pageOf(stockTotals(db, user.userId, query.get('keyword') ?? ''), pageQuery(query)),
  ),
  memberHandler(warehouseEndpoints.batches, ({ db, user, query }) =>
    pageOf(
      listBatches(db, user.userId, {
        batchStatus: oneOf(BATCH_STATUSES, query.get('batchStatus')),
        batchType: oneOf(BATCH_TYPES, query.get('batchType')),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(warehouseEndpoints.log, ({ db, user, query }) =>
    pageOf(stockLog(db, user.userId, dayRange(query)), pageQuery(query)),
  ),
  memberHandler(warehouseEndpoints.end, ({ db, user, body }) =>
    endBatch(db, user.userId, requireId(body.batchId), new Date()),
  ),
  memberHandler(warehouseEndpoints.pdf, ({ user }) => statementPdf(user)),
];
