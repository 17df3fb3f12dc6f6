import type { PageQuery } from '@/lib/api-types';

export type Flag = 0 | 1;

/** One node of the district tree (GET district?pid=, as /common/district answers it). */
export interface District {
  districtId: number;
  district: string;
  /** 1: a leaf, it has no children. */
  isLast: Flag;
}

/**
 * The six levels of a place, names and ids; a level that is not known is '' with id 0.
 * Levels run province, city, area, street, village, community.
 */
export interface AddressRegions {
  province: string;
  city: string;
  area: string;
  street: string;
  village: string;
  community: string;
  provinceId: number;
  cityId: number;
  areaId: number;
  streetId: number;
  villageId: number;
  communityId: number;
}

/** What /common/identification/address read out of pasted text. */
export interface IdentifiedAddress extends AddressRegions {
  userName: string;
  phone: string;
  detailedAddress: string;
}

/** The body of POST v1/front/address. */
export interface AddressInput extends AddressRegions {
  userName: string;
  phone: string;
  entrance: string;
  detailedAddress: string;
  isDefault: Flag;
  /** The pasted text the recognition box was given, if any. */
  autoAddress: string;
}

export interface Address extends AddressInput {
  userAddressId: number;
}

export type AddressListQuery = PageQuery;

export interface AddressList {
  list: Address[];
  total: number;
}
