import type { Paged } from '@/lib/schema';
import { useQuery } from '@tanstack/react-query';
import { getFamilies, getTimes, getVideos } from '../api/portal-api';
import { portalKeys, type PortalListKind } from '../api/portal-keys';
import type { FamilyMember, PortalListQuery, TimeItem, Video } from '../api/portal-schemas';

interface HomeListItems {
  video: Video;
  family: FamilyMember;
  time: TimeItem;
}

const FETCHERS: {
  [K in PortalListKind]: (query: PortalListQuery) => Promise<Paged<HomeListItems[K]>>;
} = {
  video: getVideos,
  family: getFamilies,
  time: getTimes,
};

/** The first items of a portal list, for its home block. */
export function useHomeList<K extends PortalListKind>(kind: K, size: number) {
  const query = { pageNo: 1, pageSize: size };
  const fetchPage = FETCHERS[kind];
  return useQuery({ queryKey: portalKeys.list(kind, query), queryFn: () => fetchPage(query) });
}
