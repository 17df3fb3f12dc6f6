import { errorTable } from './error-table';

/** The errors of the warehouse. */
export const warehouseError = errorTable({
  batchNotFound: { code: '22501', message: '该入库批次不存在' },
  batchNotEndable: { code: '22502', message: '只有审核通过的批次可以完成入库' },
});
