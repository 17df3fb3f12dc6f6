import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf } from '@/lib/endpoint-query';
import { addressEndpoints } from '../api/address-endpoints';
import type { AddressInput, AddressUpdate } from '../api/address-schemas';

const changesAddresses = changesOf(addressEndpoints.addresses);

export function useCreateAddress() {
  return useMutation({
    mutationFn: (body: AddressInput) => apiClient.call(addressEndpoints.create, { body }),
    meta: changesAddresses,
  });
}

export function useUpdateAddress() {
  return useMutation({
    mutationFn: (body: AddressUpdate) => apiClient.call(addressEndpoints.update, { body }),
    meta: changesAddresses,
  });
}

export function useSetDefaultAddress() {
  return useMutation({
    mutationFn: (userAddressId: number) =>
      apiClient.call(addressEndpoints.setDefault, { path: { userAddressId } }),
    meta: changesAddresses,
  });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: (userAddressId: number) =>
      apiClient.call(addressEndpoints.remove, { path: { userAddressId } }),
    meta: changesAddresses,
  });
}
