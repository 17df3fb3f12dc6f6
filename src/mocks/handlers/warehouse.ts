import { warehouseEndpoints } from '@/features/warehouse/api/warehouse-endpoints';
import { pageOf } from '../db/paging';
import { endBatch, listBatches, statementPdf, stockLog, stockTotals } from '../db/warehouse';
import { memberHandler } from './envelope';
import { dayRange, pageQuery, requireId } from './request-fields';

export const warehouseHandlers = [
  memberHandler(warehouseEndpoints.totals, ({ db, user, query }) =>
    pageOf(stockTotals(db, user.userId, query.keyword ?? ''), pageQuery(query)),
  ),
  memberHandler(warehouseEndpoints.batches, ({ db, user, query }) =>
    pageOf(
      listBatches(db, user.userId, {
        batchStatus: query.batchStatus ?? null,
        batchType: query.batchType ?? null,
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
