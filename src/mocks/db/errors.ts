import { MockError } from './mock-error';

/** Every business error the mock answers with, by name. */
export const MOCK_ERRORS = {
  sessionExpired: { code: '000403', message: '登录已失效，请重新登录' },
  missingParameter: { code: '10000', message: '请求参数不完整' },
  wrongCredentials: { code: '10001', message: '手机号或密码错误' },
  phoneNotRegistered: { code: '10002', message: '该手机号尚未注册' },
  phoneAlreadyRegistered: { code: '10003', message: '该手机号已注册' },
  wrongStaffCredentials: { code: '10004', message: '员工账号或密码错误' },
  agreementNotFound: { code: '10005', message: '未找到该协议' },
  newsNotFound: { code: '10006', message: '该公告不存在' },
  wrongCode: { code: '10007', message: '验证码错误' },
} as const;

export type MockErrorName = keyof typeof MOCK_ERRORS;

export function mockError(name: MockErrorName): MockError {
  const { code, message } = MOCK_ERRORS[name];
  return new MockError(code, message);
}
