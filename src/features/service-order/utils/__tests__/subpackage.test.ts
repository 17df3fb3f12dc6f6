import { serviceOrderCopy } from '@/copy';
import type { ServiceOrderGood } from '../../api/service-order-schemas';
import { checkParcels, initialParcels, toSubpackageBody } from '../subpackage';

const goods: ServiceOrderGood[] = [
  { orderGoodId: 11, goodName: '家用净水器', spec: '', num: 2, price: 100 },
  { orderGoodId: 12, goodName: '滤芯套装', spec: '', num: 4, price: 100 },
];

describe('splitting an order into parcels', () => {
  it('starts with two parcels, everything in the first', () => {
    expect(initialParcels(goods)).toEqual([
      [2, 4],
      [0, 0],
    ]);
  });

  it('accepts quantities that add up to what was ordered, with every parcel holding something', () => {
    expect(
      checkParcels(goods, [
        [2, 1],
        [0, 3],
      ]),
    ).toEqual([]);
  });

  it('says which good does not add up and which parcel is empty', () => {
    expect(checkParcels(goods, initialParcels(goods))).toEqual([
      serviceOrderCopy.emptyParcel('包裹 2'),
    ]);
    expect(
      checkParcels(goods, [
        [1, 4],
        [0, 1],
      ]),
    ).toEqual([
      serviceOrderCopy.sumMismatch('家用净水器', 2, 1),
      serviceOrderCopy.sumMismatch('滤芯套装', 4, 5),
    ]);
    expect(serviceOrderCopy.sumMismatch('家用净水器', 2, 1)).toBe(
      '「家用净水器」各包裹数量之和应为 2，当前为 1',
    );
  });

  it('needs two parcels and whole quantities of 0 or more', () => {
    expect(checkParcels(goods, [[2, 4]])).toEqual([serviceOrderCopy.tooFewParcels]);
    expect(
      checkParcels(goods, [
        [1.5, 4],
        [0.5, 0],
      ]),
    ).toEqual([serviceOrderCopy.badQuantity]);
  });

  it('sends only the lines a parcel holds', () => {
    expect(
      toSubpackageBody(7, goods, [
        [2, 0],
        [0, 4],
      ]),
    ).toEqual({
      orderId: 7,
      parcels: [{ lines: [{ orderGoodId: 11, num: 2 }] }, { lines: [{ orderGoodId: 12, num: 4 }] }],
    });
  });
});
