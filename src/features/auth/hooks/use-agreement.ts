import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { authEndpoints } from '../api/auth-endpoints';

/** Loads an agreement by name; nothing is requested without a name. */
export function useAgreement(name: string) {
  return useQuery({
    ...endpointQuery(authEndpoints.agreement, { query: { name } }),
    enabled: name !== '',
  });
}
