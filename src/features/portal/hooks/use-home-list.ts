import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@/lib/endpoint';
import type { NamedEndpoint } from '@/lib/endpoint-group';
import { endpointQuery } from '@/lib/endpoint-query';
import type { portalListQuerySchema } from '../api/portal-schemas';

/** A portal list (videos, the members' wall, their timeline), paged and searched. */
type PortalListEndpoint<Answer> = NamedEndpoint<
  Endpoint<Answer, typeof portalListQuerySchema, undefined>
>;

/** The first items of a portal list, for its home block. */
export function useHomeList<Answer>(list: PortalListEndpoint<Answer>, size: number) {
  return useQuery(endpointQuery(list, { query: { pageNo: 1, pageSize: size } }));
}
