import type { Paged } from '@/lib/schema';
import type { AfterConsult, AfterSale, OrderDetail } from '@/features/orders/api/orders-schemas';
import { asMember, type MemberCalls } from './call-api';

const afterSales = async (member: MemberCalls) =>
  (await member.get<Paged<AfterSale>>('v1/front/order/after?pageNo=1&pageSize=10')).resultData;
const consults = async (member: MemberCalls, afterId: number) =>
  (await member.get<AfterConsult[]>(`v1/front/order/after/consult?afterId=${afterId}`)).resultData;
const detailOf = async (member: MemberCalls, orderId: number) =>
  (await member.get<OrderDetail>(`v1/front/order/detail/good?orderId=${orderId}`)).resultData;
const statusOf = async (member: MemberCalls, orderId: number) =>
  (await detailOf(member, orderId)).status;

describe('after-sales', () => {
  it('lists the seeded request with its conversation, oldest message first', async () => {
    const member = await asMember();
    const { list, total } = await afterSales(member);
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({
      afterId: 1,
      orderId: 6,
      price: 19_960,
      status: 0,
      afterType: 1,
    });
    expect(list[0]).not.toHaveProperty('userId');
    const thread = await consults(member, 1);
    expect(thread.map((message) => [message.consultId, message.fromPlatform])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(thread[0].createTime < thread[1].createTime).toBe(true);
    expect(await afterSales(await asMember('13800000002'))).toEqual({ list: [], total: 0 });
  });

  it('opens a request for a signed order, which goes to AFTER', async () => {
    const member = await asMember();
    const enter = (body: object) =>
      member.post('v1/front/order/after/enter', {
        orderId: 7,
        afterType: 0,
        reason: '  少发货  ',
        description: '少了两箱',
        ...body,
      });
    expect((await enter({ reason: '   ' })).errorCode).toBe('20410');
    expect((await enter({ afterType: 5 })).errorCode).toBe('10000');
    expect((await enter({ orderId: 10 })).errorCode).toBe('20409');
    expect((await enter({ orderId: 13 })).errorCode).toBe('20409');
    expect(await statusOf(member, 7)).toBe('SIGN');

    expect((await enter({})).resultStatus).toBe(true);
    expect(await statusOf(member, 7)).toBe('AFTER');
    const { list, total } = await afterSales(member);
    expect(total).toBe(2);
    expect(list[0]).toMatchObject({
      afterId: 2,
      orderId: 7,
      payCode: (await detailOf(member, 7)).payCode,
      price: 35_900,
      afterType: 0,
      reason: '少发货',
      description: '少了两箱',
      status: 0,
    });
    expect(list[0].goods.map((good) => good.goodStockId)).toEqual([5101]);
    expect((await enter({})).errorCode).toBe('20409');
    expect((await enter({ orderId: 1, afterType: 2 })).resultStatus).toBe(true);
    expect(await statusOf(member, 1)).toBe('AFTER');
  });

  it('appends trimmed member messages to own conversations only', async () => {
    const member = await asMember();
    const sent = await member.post<AfterConsult>('v1/front/order/after/consult', {
      afterId: 1,
      content: '  需要拍照吗？ ',
    });
    expect(sent.resultData).toMatchObject({
      consultId: 3,
      fromPlatform: 0,
      content: '需要拍照吗？',
    });
    expect((await consults(member, 1)).map((message) => message.content).at(-1)).toBe(
      '需要拍照吗？',
    );
    const blank = await member.post('v1/front/order/after/consult', { afterId: 1, content: '  ' });
    expect(blank.errorCode).toBe('20412');
    expect(await consults(member, 1)).toHaveLength(3);

    const other = await asMember('13800000002');
    expect((await other.get('v1/front/order/after/consult?afterId=1')).errorCode).toBe('20411');
    const foreign = await other.post('v1/front/order/after/consult', {
      afterId: 1,
      content: '你好',
    });
    expect(foreign.errorCode).toBe('20411');
  });
});
