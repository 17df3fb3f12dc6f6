import { useQuery } from '@tanstack/react-query';
import { portalKeys, type PortalListKind } from '../api/portal-keys';

/** One item of a portal list in detail; idle while no id is chosen. */
export function usePortalDetail<T>(
  kind: PortalListKind,
  id: number | undefined,
  fetchOne: (id: number) => Promise<T>,
) {
  return useQuery({
    queryKey: portalKeys.detail(kind, id ?? 0),
    queryFn: () => fetchOne(id ?? 0),
    enabled: id !== undefined,
  });
}
