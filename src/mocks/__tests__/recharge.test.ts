import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@/features/account/api/account-schemas';
import type { RechargeSettings } from '@/features/checkout/api/checkout-schemas';
import type { UserBank } from '@/features/finance/api/finance-schemas';
import type { SavedInvoice } from '@/features/invoice/api/invoice-schemas';
import { auditPendingRecharges, auditRecharge } from '../db/recharges';
import { withDatabase } from '../db/live-database';
import { storeUpload } from '../handlers/common';
import { mockApi } from '../node';
import { callApi, logInWithPassword } from './call-api';
import { addPendingOrder } from './pending-order';

const token = async (phone = '13800000001') => (await logInWithPassword(phone)).accessToken;

const recharge = (patch: Record<string, unknown> = {}) => ({
  bank: '中国银行',
  userName: '林晓雨',
  bankNo: '6217 0000 1234 5678',
  rechargePrice: 20_000,
  rechargeTime: '2024-06-20 09:00:00',
  passTime: '',
  rechargeCertificate: '/uploads/a.png',
  type: 0,
  orderId: null,
  break: '货款',
  ...patch,
});

const orderStatus = (orderId: number) =>
  mockApi.snapshot().orders.find((order) => order.orderId === orderId)?.status;

describe('recharge settings, banks and invoices', () => {
  it('serves the settings, and the member banks and invoices only', async () => {
    const first = await token();
    const settings = await callApi<RechargeSettings>('v1/front/setting/recharge', { token: first });
    expect(settings.envelope.resultData).toMatchObject({ WxRatio: 6, AliRatio: 6 });

    const banks = await callApi<UserBank[]>('v1/front/my/bank', { token: first });
    expect(banks.envelope.resultData.map((bank) => bank.userBankId)).toEqual([1, 2]);
    const invoices = await callApi<SavedInvoice[]>('v1/front/user/invoice', { token: first });
    expect(invoices.envelope.resultData).toHaveLength(1);
    expect(invoices.envelope.resultData[0]).not.toHaveProperty('userId');

    const second = await token('13800000002');
    expect(
      (await callApi<UserBank[]>('v1/front/my/bank', { token: second })).envelope.resultData,
    ).toEqual([]);
    expect(
      (await callApi<SavedInvoice[]>('v1/front/user/invoice', { token: second })).envelope
        .resultData,
    ).toEqual([]);
    expect((await callApi('v1/front/my/bank')).envelope.errorCode).toBe('000403');
  });

  it('makes well-formed https payment URLs, a new one each time', async () => {
    const auth = await token();
    const a = await callApi<string>('v1/front/order/wx?price=10060', {
      method: 'POST',
      token: auth,
    });
    const b = await callApi<string>('v1/front/order/wx?price=10060', {
      method: 'POST',
      token: auth,
    });
    const zfb = await callApi<string>('v1/front/order/zfb?price=100', {
      method: 'POST',
      token: auth,
    });
    for (const url of [a, b, zfb].map((answer) => answer.envelope.resultData)) {
      expect(new URL(url).protocol).toBe('https:');
    }
    expect(a.envelope.resultData).not.toBe(b.envelope.resultData);
    const bad = await callApi('v1/front/order/wx?price=0', { method: 'POST', token: auth });
    expect(bad.envelope.errorCode).toBe('20603');
  });
});

describe('bank recharge and audit', () => {
  it('records an AUDIT row and credits the balance only when audited', async () => {
    const auth = await token('13800000002');
    const answer = await callApi('v1/front/bank/recharge/add', {
      method: 'POST',
      token: auth,
      body: recharge(),
    });
    expect(answer.envelope.resultStatus).toBe(true);
    const [row] = mockApi.snapshot().recharges;
    expect(row).toMatchObject({
      userId: 2,
      auditStatus: 'AUDIT',
      bankNo: '6217000012345678',
      rechargePrice: 20_000,
    });
    expect(mockApi.snapshot().users[1].balance).toBe(0);

    withDatabase((db) => auditRecharge(db, row.rechargeId));
    const after = mockApi.snapshot();
    expect(after.recharges[0].auditStatus).toBe('PASS');
    expect(after.recharges[0].passTime).not.toBe('');
    expect(after.users[1].balance).toBe(20_000);
    expect(() => withDatabase((db) => auditRecharge(db, row.rechargeId))).toThrow();
  });

  it('answers the shortfall of an order, and pays a reserved order on audit', async () => {
    const auth = await token('13800000002');
    const orderId = addPendingOrder(2, 15_000);
    const shortfall = await callApi<number>(`v1/front/difference/order/recharge/${orderId}`, {
      token: auth,
    });
    expect(shortfall.envelope.resultData).toBe(15_000);

    await callApi('v1/front/bank/recharge/add', {
      method: 'POST',
      token: auth,
      body: recharge({ type: 1, orderId, rechargePrice: 15_000 }),
    });
    expect(orderStatus(orderId)).toBe('WAIT');
    withDatabase((db) => auditPendingRecharges(db));
    expect(orderStatus(orderId)).toBe('PAYMENT');
    expect(mockApi.snapshot().users[1].balance).toBe(0);
  });

  it('leaves the order pending for recharge only', async () => {
    const auth = await token('13800000002');
    const orderId = addPendingOrder(2, 15_000);
    await callApi('v1/front/bank/recharge/add', {
      method: 'POST',
      token: auth,
      body: recharge({ type: 0, orderId, rechargePrice: 15_000 }),
    });
    withDatabase((db) => auditPendingRecharges(db));
    expect(orderStatus(orderId)).toBe('WAIT');
    expect(mockApi.snapshot().users[1].balance).toBe(15_000);
  });

  it('reserves an order for 充值并支付 until the audit, which pays it', async () => {
    const auth = await token();
    const reserved = () =>
      mockApi.snapshot().orders.find((order) => order.orderId === 14)?.reserved;
    // order 14 costs 5,495,000 fen against a balance of 5,000,000
    const shortfall = await callApi<number>('v1/front/difference/order/recharge/14', {
      token: auth,
    });
    expect(shortfall.envelope.resultData).toBe(495_000);
    await callApi('v1/front/bank/recharge/add', {
      method: 'POST',
      token: auth,
      body: recharge({ type: 1, orderId: 14, rechargePrice: 495_000 }),
    });
    expect(reserved()).toBe(true);
    expect(orderStatus(14)).toBe('WAIT');

    withDatabase((db) => auditPendingRecharges(db));
    const paid = mockApi.snapshot().orders.find((order) => order.orderId === 14);
    expect(paid).toMatchObject({ status: 'PAYMENT', reserved: false });
    expect(paid?.payTime).not.toBeNull();
    expect(mockApi.snapshot().users[0].balance).toBe(0);
  });

  it('releases the reservation when the recharge is refused', async () => {
    const auth = await token();
    await callApi('v1/front/bank/recharge/add', {
      method: 'POST',
      token: auth,
      body: recharge({ type: 1, orderId: 14, rechargePrice: 495_000 }),
    });
    withDatabase((db) => auditPendingRecharges(db, 'REFUSE'));
    const order = mockApi.snapshot().orders.find((row) => row.orderId === 14);
    expect(order).toMatchObject({ status: 'WAIT', reserved: false });
    expect(mockApi.snapshot().users[0].balance).toBe(5_000_000);
  });

  it('refuses unknown orders, bad amounts and missing fields without recording', async () => {
    const auth = await token();
    const post = (body: object) =>
      callApi('v1/front/bank/recharge/add', { method: 'POST', token: auth, body });
    expect((await post(recharge({ orderId: 999 }))).envelope.errorCode).toBe('20601');
    expect(
      (await callApi('v1/front/difference/order/recharge/999', { token: auth })).envelope.errorCode,
    ).toBe('20601');
    expect((await post(recharge({ rechargePrice: 0 }))).envelope.errorCode).toBe('20603');
    expect((await post(recharge({ rechargePrice: 10.5 }))).envelope.errorCode).toBe('20603');
    expect((await post(recharge({ rechargeCertificate: '' }))).envelope.errorCode).toBe('10000');
    expect((await post(recharge({ type: 1 }))).envelope.errorCode).toBe('10000');
    expect(mockApi.snapshot().recharges).toHaveLength(0);
  });
});

describe('upload checks', () => {
  const formWith = (file: File | null) => {
    const form = new FormData();
    if (file) form.append('file', file);
    return form;
  };

  it('keeps an image by name or type and answers a short URL', () => {
    expect(storeUpload(formWith(new File(['<svg/>'], 'voucher.SVG')))).toMatch(
      /^\/uploads\/[\w-]+\.svg$/,
    );
    expect(storeUpload(formWith(new File(['x'], 'blob', { type: 'image/jpeg' })))).toMatch(
      /\.jpg$/,
    );
  });

  it('refuses a missing file, other types and files over 5 MB', () => {
    expect(() => storeUpload(formWith(null))).toThrow('请选择要上传的文件');
    expect(() => storeUpload(null)).toThrow('请选择要上传的文件');
    expect(() => storeUpload(formWith(new File(['x'], 'notes.txt')))).toThrow(/仅支持/);
    expect(() => storeUpload(formWith(new File(['x'], 'x.png.exe')))).toThrow(/仅支持/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png');
    expect(() => storeUpload(formWith(big))).toThrow(/5MB/);
    const limit = new File([new Uint8Array(5 * 1024 * 1024)], 'limit.png');
    expect(storeUpload(formWith(limit))).toMatch(/\.png$/);
  });
});

describe('online top-ups', () => {
  it('credits the newest unpaid WeChat top-up of the logged-in member once, without the fee', async () => {
    const { accessToken } = await logInWithPassword('13800000002');
    const info = () => callApi<MemberInfo>('v1/front/info', { token: accessToken });
    const before = (await info()).envelope.resultData.balance;
    await callApi('v1/front/order/wx?price=5000', { method: 'POST', token: accessToken });
    await callApi('v1/front/order/wx?price=12000', { method: 'POST', token: accessToken });

    expect(mockApi.completeOnlinePayment('wx')).toMatchObject({ price: 12_000, paid: true });
    expect((await info()).envelope.resultData.balance).toBe(before + 12_000);
    expect(mockApi.completeOnlinePayment('wx')).toMatchObject({ price: 5000 });
    expect(() => mockApi.completeOnlinePayment('wx')).toThrow(/no unpaid wx recharge/);
    expect(() => mockApi.completeOnlinePayment('zfb')).toThrow(/no unpaid zfb recharge/);
  });

  it('refuses a top-up above ¥1,000,000.00', async () => {
    const { accessToken } = await logInWithPassword('13800000002');
    const { envelope } = await callApi('v1/front/order/zfb?price=100000001', {
      method: 'POST',
      token: accessToken,
    });
    expect(envelope).toMatchObject({ resultStatus: false, errorCode: '20606' });
  });
});
