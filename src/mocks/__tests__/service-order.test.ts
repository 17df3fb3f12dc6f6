import type { Paged } from '@/lib/schema';
import type {
  CarUse,
  ServeRecord,
  ServiceOrderDetail,
  ServiceOrderSummary,
} from '@/features/service-order/api/service-order-schemas';
import { asMember } from './call-api';

const oldestPaymentOrder = async (member: Awaited<ReturnType<typeof asMember>>) => {
  const { list } = (
    await member.get<Paged<ServiceOrderSummary>>('v1/front/my/order/right?pageSize=50')
  ).resultData;
  const summary = list.findLast((order) => order.status === 'PAYMENT');
  if (!summary) throw new Error('no order to split');
  return (await member.get<ServiceOrderDetail>(`v1/front/order/detail/good/${summary.orderId}`))
    .resultData;
};

describe('service orders', () => {
  it('lists the orders the member serves, newest first, by kind and interrupt status', async () => {
    const member = await asMember();
    const all = (await member.get<Paged<ServiceOrderSummary>>('v1/front/my/order/right'))
      .resultData;
    expect(all.total).toBe(12);
    const times = all.list.map((order) => order.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const after = await member.get<Paged<ServiceOrderSummary>>(
      'v1/front/my/order/right?kind=AFTER&interruptStatus=3',
    );
    expect(after.resultData.list).toEqual([
      expect.objectContaining({ kind: 'AFTER', interruptStatus: 3, status: 'RETURN' }),
    ]);
    const other = await asMember('13800000002');
    const theirs = await other.get<Paged<ServiceOrderSummary>>('v1/front/my/order/right');
    expect(theirs.resultData.total).toBe(2);
  });

  it('answers an order with its goods, and its vehicle or null', async () => {
    const member = await asMember();
    const order = await oldestPaymentOrder(member);
    expect(order.goods.length).toBeGreaterThan(1);
    expect(order.price).toBe(order.goods.reduce((sum, good) => sum + good.price * good.num, 0));
    expect(
      (await member.get<CarUse | null>(`v1/front/my/car/use?orderId=${order.orderId}`)).resultData,
    ).toBeNull();
    const withCar = await member.get<CarUse | null>('v1/front/my/car/use?orderId=2');
    expect(withCar.resultData).toMatchObject({ plateNo: '粤B·3F21K', driverName: '陈师傅' });
    const other = await asMember('13800000002');
    expect(await other.get('v1/front/order/detail/good/1')).toMatchObject({
      resultStatus: false,
      errorCode: '22601',
    });
  });

  it('splits an order into parcels whose quantities add up, and refuses those that do not', async () => {
    const member = await asMember();
    const order = await oldestPaymentOrder(member);
    const [first, ...rest] = order.goods;
    const split = (parcels: { orderGoodId: number; num: number }[][]) =>
      member.post<ServiceOrderDetail>('v1/front/order/subpackage', {
        orderId: order.orderId,
        parcels: parcels.map((lines) => ({ lines })),
      });

    const allInOne = [order.goods.map(({ orderGoodId, num }) => ({ orderGoodId, num }))];
    expect(await split(allInOne)).toMatchObject({ errorCode: '22603' });
    expect(await split([...allInOne, []])).toMatchObject({ errorCode: '22604' });
    const short = [
      [{ orderGoodId: first.orderGoodId, num: first.num - 1 }],
      rest.map(({ orderGoodId, num }) => ({ orderGoodId, num })),
    ];
    expect(await split(short)).toMatchObject({ errorCode: '22605' });

    const good = [
      [{ orderGoodId: first.orderGoodId, num: first.num }],
      rest.map(({ orderGoodId, num }) => ({ orderGoodId, num })),
    ];
    const done = await split(good);
    expect(done.resultData.status).toBe('SEND');
    expect(done.resultData.parcels.map((parcel) => parcel.lines.length)).toEqual([1, rest.length]);
    expect(done.resultData.parcels[0].parcelNo).toBe(`${order.orderNo}-1`);

    const other = await asMember('13800000002');
    expect(
      await other.post('v1/front/order/subpackage', { orderId: 13, parcels: [] }),
    ).toMatchObject({ errorCode: '10201', errorMessage: '您没有此操作的权限' });
  });

  it('records a service for the order; a member without the code is refused', async () => {
    const member = await asMember();
    const before = (await member.get<ServeRecord[]>('v1/front/order/serve?orderId=1')).resultData;
    expect(before).toEqual([]);
    expect(
      await member.post('v1/front/order/serve', {
        orderId: 1,
        content: ' ',
        serveTime: '2024-06-01 10:00',
      }),
    ).toMatchObject({ errorCode: '22606' });
    expect(
      await member.post('v1/front/order/serve', {
        orderId: 1,
        content: '上门安装',
        serveTime: 'soon',
      }),
    ).toMatchObject({ errorCode: '22607' });
    const added = await member.post<ServeRecord>('v1/front/order/serve', {
      orderId: 1,
      content: '上门安装',
      serveTime: '2024-06-01 10:00',
    });
    expect(added.resultData).toMatchObject({ content: '上门安装', staffName: '林晓雨' });
    expect((await member.get<ServeRecord[]>('v1/front/order/serve?orderId=1')).resultData).toEqual([
      added.resultData,
    ]);

    const other = await asMember('13800000002');
    expect(
      (await other.get<ServeRecord[]>('v1/front/order/serve?orderId=14')).resultData,
    ).toHaveLength(1);
    expect(
      await other.post('v1/front/order/serve', {
        orderId: 14,
        content: '回访',
        serveTime: '2024-06-01 10:00',
      }),
    ).toMatchObject({ errorCode: '10201' });
  });

  it('applies for a served order’s subsidy once: 已申请 with 5 % of its price', async () => {
    const member = await asMember();
    const applied = await member.post<ServiceOrderSummary>('v1/front/my/order/right', {
      orderId: 10,
    });
    expect(applied.resultData).toMatchObject({ orderId: 10, status: 'FINISH', interruptStatus: 1 });
    expect(applied.resultData.subsidy).toBe(Math.round(applied.resultData.price * 0.05));
    const listed = await member.get<Paged<ServiceOrderSummary>>(
      'v1/front/my/order/right?interruptStatus=1&pageSize=50',
    );
    expect(listed.resultData.list.map((order) => order.orderId)).toContain(10);

    expect(await member.post('v1/front/my/order/right', { orderId: 10 })).toMatchObject({
      errorCode: '22608',
    });
    // not served yet
    expect(await member.post('v1/front/my/order/right', { orderId: 1 })).toMatchObject({
      errorCode: '22608',
    });
  });
});
