import { apiClient, type RequestOptions } from '@/lib/api-client';
import { portalEndpoints } from './portal-endpoints';
import type { ColumnContentQuery, NewsListQuery, PortalListQuery } from './portal-schemas';

export const getIndexOverview = () => apiClient.call(portalEndpoints.index);

/** The ticker's source too: a background call, so a failure never ends the session. */
export const getNewsList = (query: NewsListQuery, options: Omit<RequestOptions, 'params'> = {}) =>
  apiClient.call(portalEndpoints.newsList, { ...options, query });

export const getNewsDetail = (newId: number) =>
  apiClient.call(portalEndpoints.newsDetail, { path: { newId } });

export const getBanners = () => apiClient.call(portalEndpoints.banners);

export const getColumnClassifies = () => apiClient.call(portalEndpoints.classifies);

export const getColumnContents = (query: ColumnContentQuery) =>
  apiClient.call(portalEndpoints.columnContents, { query });

export const getDocument = (contentId: number) =>
  apiClient.call(portalEndpoints.columnContent, { path: { contentId } });

export const getVideos = (query: PortalListQuery) =>
  apiClient.call(portalEndpoints.videos, { query });

export const getGalleryImages = () => apiClient.call(portalEndpoints.images);

export const getFamilies = (query: PortalListQuery) =>
  apiClient.call(portalEndpoints.families, { query });

export const getFamily = (familyId: number) =>
  apiClient.call(portalEndpoints.family, { path: { familyId } });

export const getTimes = (query: PortalListQuery) =>
  apiClient.call(portalEndpoints.times, { query });

export const getTime = (timeId: number) =>
  apiClient.call(portalEndpoints.time, { path: { timeId } });

export const getHelpCategories = () => apiClient.call(portalEndpoints.helps);

export const getHelpCategory = (helpId: number) =>
  apiClient.call(portalEndpoints.help, { path: { helpId } });

export const getHelpContent = (contentId: number) =>
  apiClient.call(portalEndpoints.helpContent, { path: { contentId } });
