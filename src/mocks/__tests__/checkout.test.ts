import { NO_OFFER } from '@/lib/sell-offer';
import type { CartRow } from '@/features/cart/api/cart-schemas';
import type {
  CreatedOrder,
  DeliveryCheck,
  PayPrice,
} from '@/features/checkout/api/checkout-schemas';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { MemberInfo } from '@/features/account/api/account-schemas';
import type { OrderDetail } from '@/features/orders/api/orders-schemas';
import { mockApi } from '../node';
import { asMember, type MemberCalls } from './call-api';

const INVOICE: InvoiceInformation = {
  isInvoice: 1,
  invoiceType: 1,
  invoiceUserType: 0,
  invoiceContent: 0,
  userName: '林晓雨',
  unitName: '',
  taxpayerNumber: '',
  registerLocation: '',
  unitPhone: '',
  openingBank: '',
  bankCardNumbers: '',
  phone: '13800000001',
  email: 'linxiaoyu@example.com',
};
const NO_INVOICE = { isInvoice: 0, invoiceInformation: INVOICE };

const detail = (member: MemberCalls, orderId: number) =>
  member.get<OrderDetail>(`v1/front/order/detail/good?orderId=${orderId}`);
const balance = async (member: MemberCalls) =>
  (await member.get<MemberInfo>('v1/front/info')).resultData.balance;
const orderCount = () => mockApi.snapshot().orders.length;

describe('delivery check', () => {
  it('flags the Beijing-only good for the Shenzhen address, and knows only own addresses', async () => {
    const member = await asMember();
    const check = await member.get<DeliveryCheck[]>(
      'v1/front/use/good/district?goodIdList=1;60;51&userAddressId=1',
    );
    expect(check.resultData).toEqual([
      { goodId: 1, isCanBuy: 1 },
      { goodId: 60, isCanBuy: 0 },
      { goodId: 51, isCanBuy: 1 },
    ]);
    const other = await asMember('13800000002');
    const foreign = await other.get('v1/front/use/good/district?goodIdList=1&userAddressId=1');
    expect(foreign).toMatchObject({ resultStatus: false, errorCode: '20303' });
  });
});

describe('creating orders', () => {
  it('turns cart rows into a pending order at their prices and takes them out of the cart', async () => {
    const member = await asMember();
    const cart = (await member.get<CartRow[]>('v1/front/user/car')).resultData;
    const chosen = [1, 3].map((id) => cart.find((row) => row.userShoppingCartId === id));
    const expected = chosen.reduce((sum, row) => sum + (row?.price ?? 0) * (row?.num ?? 0), 0);
    expect(expected).toBeGreaterThan(0);

    const created = await member.post<CreatedOrder>('v1/front/corder', {
      userShoppingCartIdList: '1;3',
      userAddressId: 1,
      isInvoice: 1,
      invoiceInformation: INVOICE,
    });

    expect(created.resultData).toEqual({
      orderId: 15,
      payCode: expect.stringMatching(/^PC\d{8}0015$/) as unknown,
      price: expected,
    });
    const left = (await member.get<CartRow[]>('v1/front/user/car')).resultData;
    expect(left.map((row) => row.userShoppingCartId)).toEqual([2]);
    const order = (await detail(member, 15)).resultData;
    expect(order).toMatchObject({
      status: 'WAIT',
      price: expected,
      payTime: null,
      isInvoice: 1,
      invoiceAudit: 0,
      invoiceInformation: INVOICE,
      reserved: 0,
    });
    expect(order.goods.map((good) => [good.goodStockId, good.num])).toEqual(
      chosen.map((row) => [row?.goodStockId, row?.num]),
    );
    expect(order.address.fullAddress).toMatch(/^广东省深圳市南山区粤海街道/);
  });

  it('buys one stock directly, without an invoice unless asked', async () => {
    const member = await asMember();
    const created = await member.post<CreatedOrder>('v1/front/order', {
      goodStockId: 702,
      goodNum: 3,
      userAddressId: 1,
      ...NO_INVOICE,
    });
    const stock = mockApi
      .snapshot()
      .goods.flatMap((good) => good.stocks)
      .find((row) => row.goodStockId === 702);
    expect(created.resultData.price).toBe((stock?.price ?? 0) * 3);
    const order = (await detail(member, created.resultData.orderId)).resultData;
    expect(order).toMatchObject({ isInvoice: 0, invoiceAudit: null, invoiceInformation: null });
    expect(mockApi.snapshot().carts).toHaveLength(3);
  });

  it('refuses goods beyond the delivery range, bad quantities and foreign rows, creating nothing', async () => {
    const member = await asMember();
    const single = (patch: object) =>
      member.post('v1/front/order', {
        goodStockId: 6001,
        goodNum: 1,
        userAddressId: 1,
        ...NO_INVOICE,
        ...patch,
      });
    expect(await single({})).toMatchObject({
      resultStatus: false,
      errorCode: '20401',
      errorMessage: '部分商品超出配送范围',
    });
    expect((await single({ goodStockId: 101, goodNum: 0 })).errorCode).toBe('20104');
    expect((await single({ goodStockId: 101, goodNum: 100_000 })).errorCode).toBe('20105');
    expect((await single({ goodStockId: 101, userAddressId: 99 })).errorCode).toBe('20303');
    expect(
      (await single({ goodStockId: 101, isInvoice: 1, invoiceInformation: null })).errorCode,
    ).toBe('10000');
    const other = await asMember('13800000002');
    const foreign = await other.post('v1/front/corder', {
      userShoppingCartIdList: '1',
      userAddressId: 1,
      ...NO_INVOICE,
    });
    expect(foreign.errorCode).toBe('20103');
    expect(orderCount()).toBe(14);
    expect(mockApi.snapshot().carts).toHaveLength(3);
  });
});

describe('paying and cancelling', () => {
  it('answers the pay price with the order lines', async () => {
    const member = await asMember();
    const price = await member.get<PayPrice>('v1/front/show/order/price/13');
    expect(price.resultData).toEqual({
      price: 24_100,
      goodList: [
        {
          goodName: '齐心A4文件夹',
          goodStockName: '双夹',
          goodPrice: 3040,
          goodNum: 5,
          rate: 100,
          ...NO_OFFER,
        },
        {
          goodName: '得力无线装订笔记本B5',
          goodStockName: '60页',
          goodPrice: 890,
          goodNum: 10,
          rate: 100,
          ...NO_OFFER,
        },
      ],
    });
    const other = await asMember('13800000002');
    expect((await other.get('v1/front/show/order/price/13')).errorCode).toBe('20402');
  });

  it('pays a pending order from the balance once', async () => {
    const member = await asMember();
    const paid = await member.post('v1/front/balance', { orderId: 13 });
    expect(paid).toMatchObject({ resultStatus: true, resultData: null });
    expect(await balance(member)).toBe(5_000_000 - 24_100);
    const order = (await detail(member, 13)).resultData;
    expect(order.status).toBe('PAYMENT');
    expect(order.payTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await member.post('v1/front/balance', { orderId: 13 })).errorCode).toBe('20403');
    expect(await balance(member)).toBe(5_000_000 - 24_100);
  });

  it('answers 30232 when the balance is short, changing nothing', async () => {
    const member = await asMember();
    const short = await member.post('v1/front/balance', { orderId: 14 });
    expect(short).toMatchObject({
      resultStatus: false,
      errorCode: '30232',
      errorMessage: '余额不足',
    });
    expect(await balance(member)).toBe(5_000_000);
    expect((await detail(member, 14)).resultData.status).toBe('WAIT');
  });

  it('cancels only a pending order of its own', async () => {
    const member = await asMember();
    expect((await member.post('v1/front/cancel', { orderId: 14 })).resultStatus).toBe(true);
    expect((await detail(member, 14)).resultData.status).toBe('CANCEL');
    expect((await member.post('v1/front/cancel', { orderId: 14 })).errorCode).toBe('20403');
    expect((await member.post('v1/front/balance', { orderId: 14 })).errorCode).toBe('20403');
    const other = await asMember('13800000002');
    expect((await other.post('v1/front/cancel', { orderId: 13 })).errorCode).toBe('20402');
  });
});
