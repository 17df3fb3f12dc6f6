import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from '../api/address-api';
import { addressKeys } from '../api/address-keys';

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: createAddress, onSuccess: invalidate });
}

export function useUpdateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: updateAddress, onSuccess: invalidate });
}

export function useSetDefaultAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: invalidate });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: invalidate });
}
