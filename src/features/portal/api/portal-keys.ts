import type { NewsListQuery } from './portal-types';

export const portalKeys = {
  all: ['portal'] as const,
  index: () => [...portalKeys.all, 'index'] as const,
  newsList: (query: NewsListQuery) => [...portalKeys.all, 'news', query] as const,
  newsDetail: (newId: number) => [...portalKeys.all, 'news', 'detail', newId] as const,
};
