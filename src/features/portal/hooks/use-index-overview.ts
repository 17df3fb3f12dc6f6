import { useQuery } from '@tanstack/react-query';
import { getIndexOverview } from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';

export function useIndexOverview() {
  return useQuery({ queryKey: portalKeys.index(), queryFn: getIndexOverview });
}
