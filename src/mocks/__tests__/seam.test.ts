import type { MemberInfo } from '@/features/account/api/account-schemas';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { mockApi } from '../node';
import { seed } from '../db/seed';
import { callApi, logInWithPassword } from './call-api';

describe('failNext', () => {
  it('answers an error envelope, then the normal answer', async () => {
    mockApi.failNext('POST', 'v1/front/ologin', { errorCode: '3999', errorMessage: '系统繁忙' });
    const failed = await callApi('v1/front/ologin', {
      method: 'POST',
      body: { phone: '13800000001', password: '123456' },
    });
    expect(failed.status).toBe(200);
    expect(failed.envelope).toEqual({
      resultStatus: false,
      resultData: null,
      errorCode: '3999',
      errorMessage: '系统繁忙',
    });
    await expect(logInWithPassword()).resolves.toBeDefined();
  });

  it('answers an HTTP status', async () => {
    mockApi.failNext('get', '/v1/front/agreement', { httpStatus: 500 });
    expect((await callApi('v1/front/agreement?name=user')).status).toBe(500);
    expect((await callApi('v1/front/agreement?name=user')).status).toBe(200);
  });

  it('fails the transport', async () => {
    mockApi.failNext('get', 'v1/front/agreement', { network: true });
    await expect(callApi('v1/front/agreement?name=user')).rejects.toThrow(TypeError);
  });

  it('delays, then answers normally', async () => {
    mockApi.failNext('get', 'v1/front/agreement', { delayMs: 150 });
    const started = Date.now();
    const { envelope } = await callApi('v1/front/agreement?name=user');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(envelope.resultStatus).toBe(true);
  });

  it('replaces the answer with resultData', async () => {
    const { accessToken } = await logInWithPassword();
    mockApi.failNext('get', 'v1/front/user/car/num', { resultData: 42 });
    const { envelope } = await callApi<number>('v1/front/user/car/num', { token: accessToken });
    expect(envelope).toEqual({
      resultStatus: true,
      resultData: 42,
      errorCode: null,
      errorMessage: null,
    });
  });

  it('repeats `times` times', async () => {
    mockApi.failNext('get', 'v1/front/agreement', { httpStatus: 503 }, 2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await callApi('v1/front/agreement?name=user')).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('matches only its own method and path', async () => {
    mockApi.failNext('post', 'v1/front/agreement', { httpStatus: 500 });
    mockApi.failNext('get', 'v1/front/new', { httpStatus: 500 });
    const { accessToken } = await logInWithPassword();
    expect((await callApi('v1/front/agreement?name=user')).status).toBe(200);
    expect((await callApi('v1/front/new/1', { token: accessToken })).status).toBe(200);
    expect((await callApi('v1/front/new', { token: accessToken })).status).toBe(500);
  });

  it('matches a concrete id only, and a :pattern any id', async () => {
    const { accessToken: token } = await logInWithPassword();
    mockApi.failNext('get', 'v1/front/new/3', { httpStatus: 500 });
    expect((await callApi('v1/front/new/2', { token })).status).toBe(200);
    expect((await callApi('v1/front/new/3', { token })).status).toBe(500);

    mockApi.failNext('get', 'v1/front/new/:newId', { httpStatus: 500 });
    expect((await callApi('v1/front/new/7', { token })).status).toBe(500);
  });

  it('takes an endpoint, whose every call it meets', async () => {
    const { accessToken: token } = await logInWithPassword();
    mockApi.failNext(portalEndpoints.newsDetail, { httpStatus: 500 }, 2);
    expect(mockApi.snapshot().failures).toEqual([
      { method: 'GET', path: 'v1/front/new/:newId', answer: { httpStatus: 500 }, remaining: 2 },
    ]);
    expect((await callApi('v1/front/new', { token })).status).toBe(200);
    expect((await callApi('v1/front/new/2', { token })).status).toBe(500);
    expect((await callApi('v1/front/new/3', { token })).status).toBe(500);
  });

  it('takes an endpoint with path parameters, and meets only that path', async () => {
    const { accessToken: token } = await logInWithPassword();
    mockApi.failNext(
      { endpoint: portalEndpoints.newsDetail, params: { newId: 3 } },
      { httpStatus: 500 },
    );
    expect((await callApi('v1/front/new/2', { token })).status).toBe(200);
    expect((await callApi('v1/front/new/3', { token })).status).toBe(500);
  });

  it('refuses path parameters that leave one out', () => {
    expect(() =>
      mockApi.failNext(
        { endpoint: portalEndpoints.newsDetail, params: { id: 3 } },
        { httpStatus: 500 },
      ),
    ).toThrow(/newId/);
  });

  it('keeps queued failures in the database', () => {
    mockApi.failNext('get', '/v1/front/balance', { httpStatus: 500 }, 2);
    expect(mockApi.snapshot().failures).toEqual([
      { method: 'GET', path: 'v1/front/balance', answer: { httpStatus: 500 }, remaining: 2 },
    ]);
  });

  it('refuses a times that is not a positive integer', () => {
    expect(() => mockApi.failNext('get', 'v1/front/index', { httpStatus: 500 }, 0)).toThrow(
      RangeError,
    );
  });
});

describe('reset', () => {
  it('restores the seed, sessions included, and drops queued failures', async () => {
    const { accessToken } = await logInWithPassword();
    await callApi('v1/front/register', {
      method: 'POST',
      body: { phone: '13900000009', code: '123456', password: 'x1', userName: '新会员' },
    });
    await callApi('v1/front/code', {
      method: 'POST',
      body: { phone: '13900000009', type: 'register' },
    });
    mockApi.failNext('get', 'v1/front/index', { httpStatus: 500 });

    mockApi.reset();

    expect(mockApi.snapshot()).toEqual(seed());
    expect((await callApi('v1/front/info', { token: accessToken })).envelope.errorCode).toBe(
      '000403',
    );
  });
});

describe('snapshot', () => {
  it('is a plain copy: changing it changes nothing', async () => {
    const copy = mockApi.snapshot();
    copy.users[0].balance = 1;
    copy.carts.length = 0;
    copy.sessions['tk-forged'] = 1;

    expect(mockApi.snapshot()).toEqual(seed());
    const forged = await callApi('v1/front/info', { token: 'tk-forged' });
    expect(forged.envelope.errorCode).toBe('000403');
    const { accessToken } = await logInWithPassword();
    const info = await callApi<MemberInfo>('v1/front/info', { token: accessToken });
    expect(info.envelope.resultData.balance).toBe(5_000_000);
  });

  it('holds the orders, after-sales and their messages', async () => {
    const { accessToken: token } = await logInWithPassword();
    await callApi('v1/front/cancel', { method: 'POST', body: { orderId: 13 }, token });
    const copy = mockApi.snapshot();
    expect(copy.orders.find((order) => order.orderId === 13)?.status).toBe('CANCEL');
    expect(copy.afterSales.map((row) => row.orderId)).toEqual([6]);
    expect(copy.afterConsults).toHaveLength(2);
  });

  it('shows state changes made through the API', async () => {
    await logInWithPassword();
    expect(Object.values(mockApi.snapshot().sessions)).toEqual([1]);
  });
});
