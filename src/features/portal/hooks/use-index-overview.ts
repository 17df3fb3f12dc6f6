import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';

export function useIndexOverview() {
  return useQuery(endpointQuery(portalEndpoints.index));
}
