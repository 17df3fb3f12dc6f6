import type { Agreement, LoginResult } from '@/features/auth/api/auth-schemas';
import type { MemberInfo } from '@/features/account/api/account-schemas';
import { NEW_MEMBER_PROFILE } from '../db/users';
import { callApi, logInWithPassword } from './call-api';

const SESSION_EXPIRED = {
  resultStatus: false,
  resultData: null,
  errorCode: '000403',
  errorMessage: '登录已失效，请重新登录',
};

describe('password login and the session token', () => {
  it('returns a token that opens member calls, and user info without the password', async () => {
    const { accessToken, userInfo } = await logInWithPassword();
    expect(accessToken).toMatch(/^tk-1-\d+$/);
    expect(userInfo).toMatchObject({ userId: 1, phone: '13800000001', userName: '林晓雨', sex: 0 });
    expect(userInfo).not.toHaveProperty('password');
    expect(userInfo).not.toHaveProperty('balance');

    const info = await callApi<MemberInfo>('v1/front/info', { token: accessToken });
    expect(info.status).toBe(200);
    expect(info.envelope).toEqual({
      resultStatus: true,
      resultData: { ...userInfo, balance: 5_000_000 },
      errorCode: null,
      errorMessage: null,
    });
  });

  it('answers 000403 in a 200 envelope without a token or with an unknown one', async () => {
    const missing = await callApi('v1/front/info');
    expect(missing.status).toBe(200);
    expect(missing.envelope).toEqual(SESSION_EXPIRED);
    expect((await callApi('v1/front/info', { token: 'tk-1-999' })).envelope).toEqual(
      SESSION_EXPIRED,
    );
  });

  it('gives each login its own token', async () => {
    const first = await logInWithPassword();
    const second = await logInWithPassword();
    expect(first.accessToken).not.toBe(second.accessToken);
  });

  it.each([
    ['13800000001', 'wrong'],
    ['13900000000', '123456'],
  ])('rejects %s / %s with one message', async (phone, password) => {
    const { envelope } = await callApi('v1/front/ologin', {
      method: 'POST',
      body: { phone, password },
    });
    expect(envelope).toMatchObject({
      resultStatus: false,
      errorCode: '10001',
      errorMessage: '手机号或密码错误',
    });
  });

  it('ends the session on logout', async () => {
    const { accessToken } = await logInWithPassword();
    const logout = await callApi('v1/front/loginout', { token: accessToken });
    expect(logout.envelope).toMatchObject({ resultStatus: true, resultData: null });
    expect((await callApi('v1/front/info', { token: accessToken })).envelope).toEqual(
      SESSION_EXPIRED,
    );
  });
});

describe('verification codes', () => {
  it('logs a seeded account in with 123456', async () => {
    const { envelope } = await callApi<LoginResult>('v1/front/login', {
      method: 'POST',
      body: { phone: '13800000002', code: '123456' },
    });
    expect(envelope.resultStatus).toBe(true);
    expect(envelope.resultData.userInfo).toMatchObject({
      userId: 2,
      sex: 1,
      centreJurisdiction: '',
    });
  });

  it('rejects a wrong code and an unknown phone', async () => {
    const wrong = await callApi('v1/front/login', {
      method: 'POST',
      body: { phone: '13800000001', code: '000000' },
    });
    expect(wrong.envelope).toMatchObject({ errorCode: '10007', errorMessage: '验证码错误' });
    const unknown = await callApi('v1/front/login', {
      method: 'POST',
      body: { phone: '13900000000', code: '123456' },
    });
    expect(unknown.envelope).toMatchObject({
      errorCode: '10002',
      errorMessage: '该手机号尚未注册',
    });
  });

  it('refuses to send codes that make no sense for the phone', async () => {
    const send = (phone: string, type: string) =>
      callApi('v1/front/code', { method: 'POST', body: { phone, type } });
    expect((await send('13800000001', 'register')).envelope).toMatchObject({
      errorCode: '10003',
      errorMessage: '该手机号已注册',
    });
    expect((await send('13900000000', 'login')).envelope).toMatchObject({ errorCode: '10002' });
    expect((await send('13900000000', 'password')).envelope).toMatchObject({ errorCode: '10002' });
    expect((await send('13800000001', 'login')).envelope).toMatchObject({
      resultStatus: true,
      resultData: null,
    });
  });
});

describe('register', () => {
  const newMember = {
    phone: '13900000009',
    code: '123456',
    password: 'secret9',
    userName: '新会员',
  };

  it('creates a member who can then log in', async () => {
    await callApi('v1/front/code', {
      method: 'POST',
      body: { phone: newMember.phone, type: 'register' },
    });
    const registered = await callApi('v1/front/register', { method: 'POST', body: newMember });
    expect(registered.envelope).toEqual({
      resultStatus: true,
      resultData: null,
      errorCode: null,
      errorMessage: null,
    });

    const { accessToken, userInfo } = await logInWithPassword(newMember.phone, newMember.password);
    expect(userInfo).toEqual({
      userId: 3,
      phone: newMember.phone,
      userName: '新会员',
      ...NEW_MEMBER_PROFILE,
    });
    const info = await callApi<MemberInfo>('v1/front/info', { token: accessToken });
    expect(info.envelope.resultData.balance).toBe(0);
  });

  it('needs the code sent to that phone', async () => {
    const { envelope } = await callApi('v1/front/register', { method: 'POST', body: newMember });
    expect(envelope).toMatchObject({ errorCode: '10007' });
  });

  it('refuses a registered phone', async () => {
    const { envelope } = await callApi('v1/front/register', {
      method: 'POST',
      body: { ...newMember, phone: '13800000001' },
    });
    expect(envelope).toMatchObject({ errorCode: '10003' });
  });
});

describe('change password', () => {
  it('sets the new password and ends every session of that member', async () => {
    const first = await logInWithPassword();
    const second = await logInWithPassword();
    const other = await logInWithPassword('13800000002');

    const changed = await callApi('v1/front/user/password', {
      method: 'POST',
      body: { phone: '13800000001', code: '123456', password: 'n3w-pass' },
    });
    expect(changed.envelope).toMatchObject({ resultStatus: true, resultData: null });

    for (const token of [first.accessToken, second.accessToken]) {
      expect((await callApi('v1/front/info', { token })).envelope).toEqual(SESSION_EXPIRED);
    }
    expect(
      (await callApi('v1/front/info', { token: other.accessToken })).envelope.resultStatus,
    ).toBe(true);
    await expect(logInWithPassword('13800000001', '123456')).rejects.toThrow('手机号或密码错误');
    await expect(logInWithPassword('13800000001', 'n3w-pass')).resolves.toBeDefined();
  });
});

describe('staff login as a member', () => {
  it('logs the staff member in as the member', async () => {
    const { envelope } = await callApi<LoginResult>('v1/front/camouflage/login', {
      method: 'POST',
      body: { staffAccount: 'staff01', staffPassword: '123456', memberPhone: '13800000002' },
    });
    expect(envelope.resultData.userInfo.userId).toBe(2);
    const info = await callApi('v1/front/info', { token: envelope.resultData.accessToken });
    expect(info.envelope.resultStatus).toBe(true);
  });

  it('rejects bad staff credentials and unknown members', async () => {
    const bad = await callApi('v1/front/camouflage/login', {
      method: 'POST',
      body: { staffAccount: 'staff01', staffPassword: 'x', memberPhone: '13800000002' },
    });
    expect(bad.envelope).toMatchObject({ errorCode: '10004', errorMessage: '员工账号或密码错误' });
    const unknown = await callApi('v1/front/camouflage/login', {
      method: 'POST',
      body: { staffAccount: 'staff01', staffPassword: '123456', memberPhone: '13900000000' },
    });
    expect(unknown.envelope).toMatchObject({ errorCode: '10002' });
  });
});

describe('agreements', () => {
  it('serves the user agreement and the privacy policy without a token', async () => {
    const user = await callApi<Agreement>('v1/front/agreement?name=user');
    expect(user.envelope.resultData).toMatchObject({ name: 'user', title: '用户协议' });
    expect(user.envelope.resultData.content.match(/<p>/g)?.length).toBeGreaterThan(2);
    const privacy = await callApi<Agreement>('v1/front/agreement?name=privacy');
    expect(privacy.envelope.resultData.title).toBe('隐私政策');
  });

  it('answers 10005 for an unknown name', async () => {
    const { envelope } = await callApi('v1/front/agreement?name=nope');
    expect(envelope).toMatchObject({
      resultStatus: false,
      errorCode: '10005',
      errorMessage: '未找到该协议',
    });
  });
});
