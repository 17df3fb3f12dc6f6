import { useMutation } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from '../api/address-api';
import { addressKeys } from '../api/address-keys';

const changesAddresses: DataChanges = { invalidates: [addressKeys.all] };

export function useCreateAddress() {
  return useMutation({ mutationFn: createAddress, meta: changesAddresses });
}

export function useUpdateAddress() {
  return useMutation({ mutationFn: updateAddress, meta: changesAddresses });
}

export function useSetDefaultAddress() {
  return useMutation({ mutationFn: setDefaultAddress, meta: changesAddresses });
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress, meta: changesAddresses });
}
