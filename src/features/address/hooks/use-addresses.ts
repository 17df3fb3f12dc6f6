import { useQuery } from '@tanstack/react-query';
import { getAddresses } from '../api/address-api';
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
