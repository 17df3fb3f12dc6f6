import type { MemberInfo } from '@/features/account/api/account-schemas';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import { mockApi } from '../node';
import { callApi, logInWithPassword } from './call-api';

const ORDER_BODY = { goodStockId: 702, goodNum: 1, userAddressId: 1, isInvoice: 0 };

async function member() {
  const { accessToken } = await logInWithPassword();
  const balance = async () =>
    (await callApi<MemberInfo>('v1/front/info', { token: accessToken })).envelope.resultData
      .balance;
  const createOrder = (idempotencyKey?: string) =>
    callApi<CreatedOrder>('v1/front/order', {
      method: 'POST',
      body: ORDER_BODY,
      token: accessToken,
      idempotencyKey,
    });
  const pay = (orderId: number, idempotencyKey?: string) =>
    callApi<null>('v1/front/balance', {
      method: 'POST',
      body: { orderId },
      token: accessToken,
      idempotencyKey,
    });
  return { balance, createOrder, pay };
}

const orderCount = () => mockApi.snapshot().orders.length;

describe('failures after the handler ran', () => {
  it('debits the balance and then drops the reply', async () => {
    const { balance, createOrder, pay } = await member();
    const { orderId, price } = (await createOrder()).envelope.resultData;
    const before = await balance();

    mockApi.failNext(checkoutEndpoints.payByBalance, { network: true, after: true });
    await expect(pay(orderId)).rejects.toThrow(TypeError);

    expect(await balance()).toBe(before - price);
    const order = mockApi.snapshot().orders.find((row) => row.orderId === orderId);
    expect(order?.status).toBe('PAYMENT');
  });

  it('creates the order and then answers late, or with an HTTP status', async () => {
    const { createOrder } = await member();
    const count = orderCount();

    mockApi.failNext(checkoutEndpoints.singleOrder, { delayMs: 50, after: true });
    expect((await createOrder()).envelope.resultStatus).toBe(true);
    mockApi.failNext(checkoutEndpoints.singleOrder, { httpStatus: 502, after: true });
    expect((await createOrder()).status).toBe(502);

    expect(orderCount()).toBe(count + 2);
  });

  it('changes nothing when the failure comes before the handler', async () => {
    const { createOrder } = await member();
    const count = orderCount();
    mockApi.failNext(checkoutEndpoints.singleOrder, { network: true });
    await expect(createOrder()).rejects.toThrow(TypeError);
    expect(orderCount()).toBe(count);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer and creates nothing new', async () => {
    const { createOrder } = await member();
    const count = orderCount();

    mockApi.failNext(checkoutEndpoints.singleOrder, { network: true, after: true });
    await expect(createOrder('intent-1')).rejects.toThrow(TypeError);
    const retried = await createOrder('intent-1');
    const again = await createOrder('intent-1');

    expect(orderCount()).toBe(count + 1);
    expect(retried.envelope.resultData.orderId).toBe(mockApi.snapshot().orders.at(-1)?.orderId);
    expect(again.envelope).toEqual(retried.envelope);
    expect((await createOrder('intent-2')).envelope.resultData.orderId).toBe(
      retried.envelope.resultData.orderId + 1,
    );
    expect(orderCount()).toBe(count + 2);
  });

  it('debits once for a payment retried with its key, answering success again', async () => {
    const { balance, createOrder, pay } = await member();
    const { orderId, price } = (await createOrder()).envelope.resultData;
    const before = await balance();

    mockApi.failNext(checkoutEndpoints.payByBalance, { network: true, after: true });
    await expect(pay(orderId, 'pay-1')).rejects.toThrow(TypeError);
    const retried = await pay(orderId, 'pay-1');

    expect(retried.envelope.resultStatus).toBe(true);
    expect(await balance()).toBe(before - price);
    expect((await pay(orderId, 'pay-2')).envelope.resultStatus).toBe(false);
  });

  it('does not remember a call that the seam failed before the handler ran', async () => {
    const { createOrder } = await member();
    const count = orderCount();
    mockApi.failNext(checkoutEndpoints.singleOrder, {
      errorCode: '3999',
      errorMessage: '系统繁忙',
    });
    expect((await createOrder('intent-3')).envelope.resultStatus).toBe(false);
    expect((await createOrder('intent-3')).envelope.resultStatus).toBe(true);
    expect(orderCount()).toBe(count + 1);
  });
});
