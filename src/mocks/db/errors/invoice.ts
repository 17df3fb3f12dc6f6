import { errorTable } from './error-table';

/** The errors of saved invoice profiles. */
export const invoiceError = errorTable({
  invoiceTitleMissing: { code: '22401', message: '请填写发票抬头（个人姓名或单位名称）' },
  invoiceNotFound: { code: '22402', message: '该发票信息不存在' },
});
