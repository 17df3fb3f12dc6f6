import { flag, int, list, num, text, v, type Schema } from '@/lib/schema';
import type { Address, AddressList, District, IdentifiedAddress } from './address-types';

export const districtSchema: Schema<District> = v.object({
  districtId: int(),
  district: text(),
  isLast: flag(),
});

export const districtsSchema: Schema<District[]> = list(districtSchema);

/** A level that is not known is '' with id 0. */
const regionEntries = {
  province: text(),
  city: text(),
  area: text(),
  street: text(),
  village: text(),
  community: text(),
  provinceId: num(0),
  cityId: num(0),
  areaId: num(0),
  streetId: num(0),
  villageId: num(0),
  communityId: num(0),
};

export const identifiedAddressSchema: Schema<IdentifiedAddress> = v.object({
  ...regionEntries,
  userName: text(),
  phone: text(),
  detailedAddress: text(),
});

export const addressSchema: Schema<Address> = v.object({
  ...regionEntries,
  userAddressId: int(),
  userName: text(),
  phone: text(),
  entrance: text(),
  detailedAddress: text(),
  isDefault: flag(),
  autoAddress: text(),
});

export const addressListSchema: Schema<AddressList> = v.object({
  list: list(addressSchema),
  total: num(0),
});

/** The default address, or null when the member has none (or it came without an id). */
export const defaultAddressSchema: Schema<Address | null> = v.nullable(
  v.fallback(v.nullable(addressSchema), null),
);
