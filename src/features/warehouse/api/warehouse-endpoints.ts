import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  batchQuerySchema,
  endBatchBodySchema,
  statementPdfSchema,
  stockBatchPageSchema,
  stockBatchSchema,
  stockLogPageSchema,
  stockLogQuerySchema,
  stockTotalPageSchema,
  stockTotalQuerySchema,
} from './warehouse-schemas';

export const warehouseEndpoints = endpointGroup('warehouse', {
  /** Stock per good: in, out, on hand and its value. */
  totals: endpoint({
    method: 'GET',
    path: 'v1/front/warehouse/totals',
    query: stockTotalQuerySchema,
    answer: stockTotalPageSchema,
    from: SPEC_PATH,
  }),
  /** The batches sent to the warehouse, the newest first. */
  batches: endpoint({
    method: 'GET',
    path: 'v1/front/warehouse/batch',
    query: batchQuerySchema,
    answer: stockBatchPageSchema,
    from: SPEC_PATH,
  }),
  /** The inventory log, the newest movement first. */
  log: endpoint({
    method: 'GET',
    path: 'v1/front/warehouse/log',
    query: stockLogQuerySchema,
    answer: stockLogPageSchema,
    from: SPEC_PATH,
  }),
  /** 完成入库: a passed batch is put into stock and comes back 审核完成. */
  end: endpoint({
    method: 'POST',
    path: 'v1/front/warehouse/end',
    body: endBatchBodySchema,
    answer: stockBatchSchema,
    errors: ['22501', '22502'],
    from: SPEC_PATH,
  }),
  /** 打印对账单: the storage statement's PDF, for members holding the print code. */
  pdf: endpoint({
    method: 'GET',
    path: 'v1/front/warehouse/pdf',
    answer: statementPdfSchema,
    errors: ['10201'],
    from: SPEC_PATH,
  }),
});
