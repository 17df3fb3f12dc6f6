import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import type { IndexOverview, NewsDetail, NewsList, NewsListQuery } from './portal-types';

export const PORTAL_PATHS = {
  index: 'v1/front/index',
  newsList: 'v1/front/new',
  newsDetail: 'v1/front/new/:newId',
} as const;

export const getIndexOverview = () => apiClient.get<IndexOverview>(PORTAL_PATHS.index);

export const getNewsList = (query: NewsListQuery) =>
  apiClient.get<NewsList>(PORTAL_PATHS.newsList, { params: query });

export const getNewsDetail = (newId: number) =>
  apiClient.get<NewsDetail>(fillPath(PORTAL_PATHS.newsDetail, { newId }));
