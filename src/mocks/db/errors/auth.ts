import { errorTable } from './error-table';

/** The errors of login, registration, verification codes and agreements. */
export const authError = errorTable({
  wrongCredentials: { code: '10001', message: '手机号或密码错误' },
  phoneNotRegistered: { code: '10002', message: '该手机号尚未注册' },
  phoneAlreadyRegistered: { code: '10003', message: '该手机号已注册' },
  wrongStaffCredentials: { code: '10004', message: '员工账号或密码错误' },
  agreementNotFound: { code: '10005', message: '未找到该协议' },
  wrongCode: { code: '10007', message: '验证码错误' },
});
