import { useQuery } from '@tanstack/react-query';
import { getAddresses, getDefaultAddress } from '../api/address-api';
import { addressKeys } from '../api/address-keys';

/** The member's addresses, the default first. */
export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(), queryFn: getAddresses });
}

/** The member's default address (null when there is none). */
export function useDefaultAddress() {
  return useQuery({ queryKey: addressKeys.defaultAddress(), queryFn: getDefaultAddress });
}
