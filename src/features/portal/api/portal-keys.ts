import type { ColumnContentQuery, NewsListQuery, PortalListQuery } from './portal-schemas';

export const portalKeys = {
  all: ['portal'] as const,
  index: () => [...portalKeys.all, 'index'] as const,
  newsList: (query: NewsListQuery) => [...portalKeys.all, 'news', query] as const,
  newsDetail: (newId: number) => [...portalKeys.all, 'news', 'detail', newId] as const,
  banners: () => [...portalKeys.all, 'banners'] as const,
  classifies: () => [...portalKeys.all, 'classifies'] as const,
  columnContents: (query: ColumnContentQuery) => [...portalKeys.all, 'column', query] as const,
  document: (contentId: number) => [...portalKeys.all, 'document', contentId] as const,
  images: () => [...portalKeys.all, 'images'] as const,
  list: (kind: PortalListKind, query: PortalListQuery) =>
    [...portalKeys.all, kind, 'list', query] as const,
  detail: (kind: PortalListKind, id: number) => [...portalKeys.all, kind, 'detail', id] as const,
  helps: () => [...portalKeys.all, 'help'] as const,
  help: (helpId: number) => [...portalKeys.all, 'help', helpId] as const,
  helpContent: (contentId: number) => [...portalKeys.all, 'help', 'content', contentId] as const,
  pdfFile: (url: string) => [...portalKeys.all, 'pdf-file', url] as const,
};

export type PortalListKind = 'video' | 'family' | 'time';
