import type { Paged } from '@/lib/schema';
import type { Address } from '@/features/address/api/address-schemas';
import type { CartRow } from '@/features/cart/api/cart-schemas';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { OrderDetail, OrderInvoice, OrderSummary } from '@/features/orders/api/orders-schemas';
import type { Tracking } from '@/lib/tracking-schema';
import { mockApi } from '../node';
import { SEEDED_UNIT } from '../db/seed-member-details';
import { asMember, type MemberCalls } from './call-api';
import { CHAOYANG_BEIJING } from '@tests/sample-addresses';

const ids = async (member: MemberCalls, query: string) => {
  const { resultData } = await member.get<Paged<OrderSummary>>(`v1/front/order?${query}`);
  return { ids: resultData.list.map((order) => order.orderId), total: resultData.total };
};
const detail = async (member: MemberCalls, orderId: number) =>
  (await member.get<OrderDetail>(`v1/front/order/detail/good?orderId=${orderId}`)).resultData;

describe('order list', () => {
  it('pages newest first, 10 to a page', async () => {
    const member = await asMember();
    expect(await ids(member, 'pageNo=1&pageSize=10')).toEqual({
      ids: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5],
      total: 14,
    });
    expect(await ids(member, 'pageNo=2&pageSize=10')).toEqual({ ids: [4, 3, 2, 1], total: 14 });
    const [first] = (await member.get<Paged<OrderSummary>>('v1/front/order?pageNo=1&pageSize=1'))
      .resultData.list;
    expect(first).not.toHaveProperty('userId');
    expect(first).not.toHaveProperty('refuseReason');
    expect(await ids(await asMember('13800000002'), 'pageNo=1&pageSize=10')).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('filters by status, history and keyword', async () => {
    const member = await asMember();
    const page = 'pageNo=1&pageSize=10';
    expect(await ids(member, `${page}&status=WAIT`)).toEqual({ ids: [14, 13], total: 2 });
    expect(await ids(member, `${page}&status=SIGN`)).toEqual({ ids: [8, 7], total: 2 });
    expect(await ids(member, `${page}&history=1`)).toEqual({ ids: [12, 5, 4, 3, 2, 1], total: 6 });
    expect(await ids(member, `${page}&history=1&status=CANCEL`)).toEqual({
      ids: [12, 4],
      total: 2,
    });
    expect(await ids(member, `${page}&keyword=${encodeURIComponent('打印机')}`)).toEqual({
      ids: [14],
      total: 1,
    });
    const { payCode } = await detail(member, 6);
    expect(await ids(member, `${page}&keyword=${payCode.toLowerCase()}`)).toEqual({
      ids: [6],
      total: 1,
    });
  });
});

describe('order detail and deletion', () => {
  it('answers the detail of own orders only', async () => {
    const member = await asMember();
    expect(await detail(member, 7)).toMatchObject({
      orderId: 7,
      status: 'SIGN',
      price: 35_900,
      expressCompany: expect.any(String) as unknown,
      trackingNo: expect.any(String) as unknown,
      address: { userAddressId: 1, userName: '林晓雨', phone: '13800000001' },
    });
    const other = await asMember('13800000002');
    expect((await other.get('v1/front/order/detail/good?orderId=7')).errorCode).toBe('20402');
  });

  it('deletes closed orders only', async () => {
    const member = await asMember();
    expect((await member.remove('v1/front/order/13')).errorCode).toBe('20404');
    expect((await member.remove('v1/front/order/8')).errorCode).toBe('20404');
    expect((await member.remove('v1/front/order/4')).resultStatus).toBe(true);
    expect((await member.remove('v1/front/order/4')).errorCode).toBe('20402');
    expect((await ids(member, 'pageNo=1&pageSize=20')).total).toBe(13);
    expect(mockApi.snapshot().orders.map((order) => order.orderId)).not.toContain(4);
  });
});

describe('buying again and changing the address', () => {
  it('merges the order goods into the cart, capped at the stock', async () => {
    const member = await asMember();
    const cart = async () => (await member.get<CartRow[]>('v1/front/user/car')).resultData;
    const before = (await cart()).find((row) => row.goodStockId === 101);
    const again = await member.post<number>('v1/front/again/order', { orderId: 1 });
    expect(again.resultData).toBe(2);
    const after = await cart();
    expect(after).toHaveLength(4);
    expect(after.find((row) => row.goodStockId === 101)?.num).toBe((before?.num ?? 0) + 5);
    expect(after.find((row) => row.goodStockId === 301)?.num).toBe(10);
  });

  it('stops at the stock, and then touches no row', async () => {
    const member = await asMember();
    const water = mockApi
      .snapshot()
      .goods.flatMap((good) => good.stocks)
      .find((stock) => stock.goodStockId === 5101);
    // order 7 holds 10 of 5101, whose seeded stock is below 30
    expect(water?.stock).toBeLessThan(30);
    const touched = [];
    for (let i = 0; i < 4; i += 1) {
      touched.push((await member.post<number>('v1/front/again/order', { orderId: 7 })).resultData);
    }
    expect(touched).toEqual([1, 1, 1, 0]);
    const cart = (await member.get<CartRow[]>('v1/front/user/car')).resultData;
    expect(cart.find((row) => row.goodStockId === 5101)?.num).toBe(water?.stock);
  });

  it('moves an order to another own address until it ships', async () => {
    const member = await asMember();
    const added = await member.post<Address>('v1/front/address', {
      userName: '林晓雨',
      phone: '13800000001',
      ...CHAOYANG_BEIJING,
      detailedAddress: '建国路88号',
    });
    const userAddressId = added.resultData.userAddressId;
    const change = (orderId: number) =>
      member.post('v1/front/order/up/address', { orderId, userAddressId });

    for (const orderId of [13, 11, 10]) expect((await change(orderId)).resultStatus).toBe(true);
    expect((await detail(member, 10)).address).toEqual({
      userAddressId,
      userName: '林晓雨',
      phone: '13800000001',
      fullAddress: '北京市朝阳区 建国路88号',
    });
    expect((await change(9)).errorCode).toBe('20405');
    expect((await detail(member, 9)).address.userAddressId).toBe(1);
    const unknown = await member.post('v1/front/order/up/address', {
      orderId: 13,
      userAddressId: 99,
    });
    expect(unknown.errorCode).toBe('20303');
  });
});

describe('tracking', () => {
  it('answers traces newest first for shipped orders', async () => {
    const member = await asMember();
    const signed = (await member.get<Tracking>('/common/kuaidi?orderId=7')).resultData;
    const order = await detail(member, 7);
    expect(signed.trackingNo).toBe(order.trackingNo);
    expect(signed.expressCompany).toBe(order.expressCompany);
    expect(signed.traces).toHaveLength(5);
    expect(signed.traces[0].context).toContain('派送');
    const times = signed.traces.map((trace) => trace.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(signed.traces[0].time > (order.payTime ?? '')).toBe(true);

    const refused = (await member.get<Tracking>('common/kuaidi?orderId=3')).resultData;
    expect(refused.traces).toHaveLength(6);
    expect(refused.traces[0].context).toContain('拒收');
    expect((await member.get<Tracking>('common/kuaidi?orderId=9')).resultData.traces).toHaveLength(
      3,
    );
    expect((await member.get<Tracking>('common/kuaidi?orderId=7')).resultData).toEqual(signed);
  });

  it('has nothing to track before shipping', async () => {
    const member = await asMember();
    expect(await member.get('common/kuaidi?orderId=10')).toMatchObject({
      resultStatus: false,
      errorCode: '20406',
      errorMessage: '暂无物流信息',
    });
  });
});

describe('order invoices', () => {
  const information: InvoiceInformation = {
    isInvoice: 1,
    invoiceType: 2,
    invoiceUserType: 1,
    invoiceContent: 1,
    userName: '',
    ...SEEDED_UNIT,
    phone: '',
    email: 'linxiaoyu@example.com',
  };
  const invoice = async (member: MemberCalls, orderId: number) =>
    (await member.get<OrderInvoice>(`v1/front/invoice/get?orderId=${orderId}`)).resultData;

  it('answers the invoice state with the refusal reason', async () => {
    const member = await asMember();
    expect(await invoice(member, 5)).toMatchObject({
      orderId: 5,
      invoiceAudit: 2,
      refuseReason: expect.stringContaining('纳税人识别号') as unknown,
    });
    expect(await invoice(member, 7)).toEqual({
      orderId: 7,
      invoiceAudit: null,
      invoiceInformation: null,
      refuseReason: '',
    });
  });

  it('takes a request for a paid order, again after a refusal, never twice', async () => {
    const member = await asMember();
    const apply = (orderId: number) =>
      member.post('v1/front/invoice/apply', { orderId, invoiceInformation: information });

    expect((await apply(7)).resultStatus).toBe(true);
    expect(await invoice(member, 7)).toEqual({
      orderId: 7,
      invoiceAudit: 0,
      invoiceInformation: information,
      refuseReason: '',
    });
    expect((await detail(member, 7)).isInvoice).toBe(1);
    expect((await apply(7)).errorCode).toBe('20408');

    expect((await apply(5)).resultStatus).toBe(true);
    expect(await invoice(member, 5)).toMatchObject({ invoiceAudit: 0, refuseReason: '' });

    expect((await apply(1)).errorCode).toBe('20408');
    expect((await apply(11)).errorCode).toBe('20408');
    expect((await apply(13)).errorCode).toBe('20407');
    expect((await apply(4)).errorCode).toBe('20407');
    const missing = await member.post('v1/front/invoice/apply', { orderId: 8 });
    expect(missing.errorCode).toBe('10000');
  });
});
