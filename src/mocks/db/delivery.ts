import type { AddressRegions } from '@/lib/region-schema';
import type { DeliveryCheck } from '@/features/checkout/api/checkout-schemas';
import { requireOwnAddress } from './addresses';
import { findGood } from './goods';
import type { GoodRow } from './goods-rows';
import type { Database } from './types';

/**
 * An empty districtList is nationwide; otherwise the address's province, city or area must be
 * one of the listed districts (regular or special).
 */
export function canDeliver(good: GoodRow, address: AddressRegions): boolean {
  if (good.districtList.length === 0) return true;
  const regions = new Set([address.provinceId, address.cityId, address.areaId]);
  return [...good.districtList, ...good.specialDistrictList].some((area) =>
    regions.has(area.districtId),
  );
}

export function checkDelivery(
  db: Database,
  userId: number,
  goodIds: readonly number[],
  userAddressId: number,
): DeliveryCheck[] {
  const address = requireOwnAddress(db, userId, userAddressId);
  return goodIds.map((goodId) => ({
    goodId,
    isCanBuy: canDeliver(findGood(db, goodId), address) ? 1 : 0,
  }));
}
