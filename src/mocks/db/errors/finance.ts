import { errorTable } from './error-table';

/** The errors of bank accounts, withdrawals and investments. */
export const financeError = errorTable({
  bankIncomplete: { code: '20901', message: '请填写开户银行、户名和银行账号' },
  bankNumberInvalid: { code: '20902', message: '银行账号应为12到19位数字' },
  bankNotFound: { code: '20903', message: '该银行账户不存在' },
  withdrawAmountInvalid: { code: '20904', message: '提现金额必须大于0' },
  withdrawOverAvailable: { code: '20905', message: '提现金额超过可用余额' },
  investNotFound: { code: '20906', message: '该投资项目不存在' },
});
