import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';
import type { NewsListQuery } from '../api/portal-schemas';

/** A page of announcements as every paged list reads it: `{ list, total }`. */
export function useNewsList(query: NewsListQuery) {
  return useQuery({
    ...endpointQuery(portalEndpoints.newsList, { query }),
    placeholderData: keepPreviousData,
    select: (page) => ({ list: page.newList, total: page.total }),
  });
}

export function useNewsDetail(newId: number) {
  return useQuery(endpointQuery(portalEndpoints.newsDetail, { path: { newId } }));
}
