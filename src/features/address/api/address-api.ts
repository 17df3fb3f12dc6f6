import { ADDRESS_LIST_PAGE_SIZE } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import type {
  Address,
  AddressInput,
  AddressList,
  District,
  IdentifiedAddress,
} from './address-types';

export const ADDRESS_PATHS = {
  districts: '/common/district',
  identify: '/common/identification/address',
  addresses: 'v1/front/address',
  address: 'v1/front/address/:userAddressId',
  defaultAddress: 'v1/front/default/address',
} as const;

/** The children of a district; pid 0 gives the provinces. */
export const getDistricts = (pid: number) =>
  apiClient.get<District[]>(ADDRESS_PATHS.districts, { params: { pid } });

export const identifyAddress = (text: string) =>
  apiClient.get<IdentifiedAddress>(ADDRESS_PATHS.identify, { params: { district: text } });

/** The member's addresses, the default first (one page holds them all). */
export const getAddresses = () =>
  apiClient.get<AddressList>(ADDRESS_PATHS.addresses, {
    params: { pageNo: 1, pageSize: ADDRESS_LIST_PAGE_SIZE },
  });

export const createAddress = (body: AddressInput) =>
  apiClient.post<Address>(ADDRESS_PATHS.addresses, body);

export const setDefaultAddress = (userAddressId: number) =>
  apiClient.put<null>(fillPath(ADDRESS_PATHS.address, { userAddressId }));

export const deleteAddress = (userAddressId: number) =>
  apiClient.delete<null>(fillPath(ADDRESS_PATHS.address, { userAddressId }));

/** The member's default address, or null when there is none. */
export const getDefaultAddress = () => apiClient.get<Address | null>(ADDRESS_PATHS.defaultAddress);
