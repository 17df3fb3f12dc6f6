import { errorTable } from './error-table';

/** The errors of contracts and their requests. */
export const contractError = errorTable({
  contractNotFound: { code: '22201', message: '该合同不存在' },
  contractUnderReview: { code: '22202', message: '该合同正在审核中，请勿重复申请' },
  contractEndDateInvalid: { code: '22203', message: '续签后到期日期须晚于当前到期日期' },
  contractReasonMissing: { code: '22204', message: '请输入续签原因' },
  contractIncomplete: { code: '22205', message: '请填写合同名称、签约方和合同期限' },
  contractPeriodInvalid: { code: '22206', message: '合同到期日期须晚于开始日期' },
});
