import { useQuery } from '@tanstack/react-query';
import { ADDRESS_LIST_PAGE_SIZE } from '@/config/constants';
import { endpointQuery } from '@/lib/endpoint-query';
import { addressEndpoints } from '../api/address-endpoints';

/**
 * The member's addresses, the default first. With `refreshOnFocus` they are asked again
 * whenever the tab is focused (the address book may have changed in another tab).
 */
export function useAddresses({ refreshOnFocus = false } = {}) {
  return useQuery({
    // one page holds all the member's addresses
    ...endpointQuery(addressEndpoints.addresses, {
      query: { pageNo: 1, pageSize: ADDRESS_LIST_PAGE_SIZE },
    }),
    refetchOnWindowFocus: refreshOnFocus ? 'always' : false,
  });
}
