import { serviceOrderCopy } from '@/copy';
import type { ServiceOrderGood, SubpackageBody } from '../api/service-order-schemas';

/** The split being edited: for each parcel, the quantity of each order line (by index). */
export type ParcelDraft = number[][];

export const MIN_PARCELS = 2;

/** Two parcels to start with: everything in the first, nothing in the second. */
export const initialParcels = (goods: readonly ServiceOrderGood[]): ParcelDraft => [
  goods.map((good) => good.num),
  goods.map(() => 0),
];

export const parcelName = (index: number) => serviceOrderCopy.parcelName(index + 1);

/**
 * What is wrong with a split, in Chinese, one message per problem (none when it can be sent):
 * at least two parcels, whole quantities of 0 or more, no empty parcel, and each good's
 * quantities adding up to what was ordered.
 */
export function checkParcels(goods: readonly ServiceOrderGood[], parcels: ParcelDraft): string[] {
  const problems: string[] = [];
  if (parcels.length < MIN_PARCELS) problems.push(serviceOrderCopy.tooFewParcels);
  if (parcels.some((parcel) => parcel.some((num) => !Number.isInteger(num) || num < 0))) {
    return [...problems, serviceOrderCopy.badQuantity];
  }
  parcels.forEach((parcel, index) => {
    if (parcel.every((num) => num === 0))
      problems.push(serviceOrderCopy.emptyParcel(parcelName(index)));
  });
  goods.forEach((good, line) => {
    const sum = parcels.reduce((total, parcel) => total + (parcel[line] ?? 0), 0);
    if (sum !== good.num) problems.push(serviceOrderCopy.sumMismatch(good.goodName, good.num, sum));
  });
  return problems;
}

/** The POST order/subpackage body: only the lines a parcel holds. */
export const toSubpackageBody = (
  orderId: number,
  goods: readonly ServiceOrderGood[],
  parcels: ParcelDraft,
): SubpackageBody => ({
  orderId,
  parcels: parcels.map((parcel) => ({
    lines: goods
      .map((good, line) => ({ orderGoodId: good.orderGoodId, num: parcel[line] ?? 0 }))
      .filter((line) => line.num > 0),
  })),
});
