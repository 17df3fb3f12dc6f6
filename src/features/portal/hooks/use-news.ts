import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getNewsDetail, getNewsList } from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';
import type { NewsListQuery } from '../api/portal-schemas';

export function useNewsList(query: NewsListQuery) {
  return useQuery({
    queryKey: portalKeys.newsList(query),
    queryFn: () => getNewsList(query),
    placeholderData: keepPreviousData,
  });
}

export function useNewsDetail(newId: number) {
  return useQuery({
    queryKey: portalKeys.newsDetail(newId),
    queryFn: () => getNewsDetail(newId),
  });
}
