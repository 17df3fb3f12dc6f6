import { useQuery } from '@tanstack/react-query';
import { getAddresses, getDefaultAddress } from '../api/address-api';
import { addressKeys } from '../api/address-keys';

/**
 * The member's addresses, the default first. With `refreshOnFocus` they are asked again
 * whenever the tab is focused (the address book may have changed in another tab).
 */
export function useAddresses({ refreshOnFocus = false } = {}) {
  return useQuery({
    queryKey: addressKeys.list(),
    queryFn: getAddresses,
    refetchOnWindowFocus: refreshOnFocus ? 'always' : false,
  });
}

/** The member's default address (null when there is none). */
export function useDefaultAddress() {
  return useQuery({ queryKey: addressKeys.defaultAddress(), queryFn: getDefaultAddress });
}
