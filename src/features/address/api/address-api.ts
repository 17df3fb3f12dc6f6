import { ADDRESS_LIST_PAGE_SIZE } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import { noAnswer } from '@/lib/schema';
import { fillPath } from '@/lib/api-types';
import type { Address, AddressInput } from './address-types';
import {
  addressListSchema,
  addressSchema,
  defaultAddressSchema,
  districtsSchema,
  identifiedAddressSchema,
} from './address-schemas';

export const ADDRESS_PATHS = {
  /**
   * The member area's district call (SPEC section 7, address): every cascader of the app sits
   * in a logged-in screen. /common/district answers the same lists to visitors (docs/api.md).
   */
  districts: 'v1/front/district',
  identify: '/common/identification/address',
  addresses: 'v1/front/address',
  address: 'v1/front/address/:userAddressId',
  defaultAddress: 'v1/front/default/address',
} as const;

/** The children of a district, as the member area reads them; pid 0 gives the provinces. */
export const getDistricts = (pid: number) =>
  apiClient.get(ADDRESS_PATHS.districts, districtsSchema, { params: { pid } });

export const identifyAddress = (text: string) =>
  apiClient.get(ADDRESS_PATHS.identify, identifiedAddressSchema, {
    params: { district: text },
  });

/** The member's addresses, the default first (one page holds them all). */
export const getAddresses = () =>
  apiClient.get(ADDRESS_PATHS.addresses, addressListSchema, {
    params: { pageNo: 1, pageSize: ADDRESS_LIST_PAGE_SIZE },
  });

export const createAddress = (body: AddressInput) =>
  apiClient.post(ADDRESS_PATHS.addresses, body, addressSchema);

/** Saves an edited address: the full body with its id (designed, see docs/api.md). */
export const updateAddress = (address: Address) =>
  apiClient.put(ADDRESS_PATHS.addresses, address, addressSchema);

export const setDefaultAddress = (userAddressId: number) =>
  apiClient.put(fillPath(ADDRESS_PATHS.address, { userAddressId }), undefined, noAnswer);

export const deleteAddress = (userAddressId: number) =>
  apiClient.delete(fillPath(ADDRESS_PATHS.address, { userAddressId }), noAnswer);

/** The member's default address, or null when there is none. */
export const getDefaultAddress = () =>
  apiClient.get(ADDRESS_PATHS.defaultAddress, defaultAddressSchema);
