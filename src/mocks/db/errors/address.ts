import { errorTable } from './error-table';

/** The errors of the address book. */
export const addressError = errorTable({
  addressIncomplete: { code: '20301', message: '请检查输入是否完整' },
  addressPhoneInvalid: { code: '20302', message: '请输入正确的手机号' },
  addressNotFound: { code: '20303', message: '该收货地址不存在' },
});
