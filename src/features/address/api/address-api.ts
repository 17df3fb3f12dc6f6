import { ADDRESS_LIST_PAGE_SIZE } from '@/config/constants';
import { apiClient } from '@/lib/api-client';
import { addressEndpoints } from './address-endpoints';
import type { AddressInput, AddressUpdate } from './address-types';

export const getDistricts = (pid: number) =>
  apiClient.call(addressEndpoints.districts, { query: { pid } });

export const identifyAddress = (text: string) =>
  apiClient.call(addressEndpoints.identify, { query: { district: text } });

/** One page holds all the member's addresses. */
export const getAddresses = () =>
  apiClient.call(addressEndpoints.addresses, {
    query: { pageNo: 1, pageSize: ADDRESS_LIST_PAGE_SIZE },
  });

export const createAddress = (body: AddressInput) =>
  apiClient.call(addressEndpoints.create, { body });

export const updateAddress = (address: AddressUpdate) =>
  apiClient.call(addressEndpoints.update, { body: address });

export const setDefaultAddress = (userAddressId: number) =>
  apiClient.call(addressEndpoints.setDefault, { path: { userAddressId } });

export const deleteAddress = (userAddressId: number) =>
  apiClient.call(addressEndpoints.remove, { path: { userAddressId } });

export const getDefaultAddress = () => apiClient.call(addressEndpoints.defaultAddress);
