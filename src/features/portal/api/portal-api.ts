import { apiClient, type RequestOptions } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import type { ColumnContentQuery, NewsListQuery, PortalListQuery } from './portal-types';
import {
  bannersSchema,
  classifiesSchema,
  columnContentsSchema,
  documentSchema,
  familiesSchema,
  familyDetailSchema,
  galleryImagesSchema,
  helpCategoriesSchema,
  helpCategorySchema,
  helpContentSchema,
  indexOverviewSchema,
  newsDetailSchema,
  newsListSchema,
  timeDetailSchema,
  timesSchema,
  videosSchema,
} from './portal-schemas';

/**
 * SPEC section 7 names these paths; where it names no query, lists take pageNo, pageSize and
 * keyword, and a column's documents take classifyId. index/column/classify/content/:contentId
 * is one document.
 */
export const PORTAL_PATHS = {
  index: 'v1/front/index',
  banners: 'v1/front/index/column/banner',
  classifies: 'v1/front/index/column/classify',
  columnContents: 'v1/front/index/column/classify/content',
  columnContent: 'v1/front/index/column/classify/content/:contentId',
  videos: 'v1/front/index/void',
  images: 'v1/front/index/image',
  times: 'v1/front/index/user/time',
  time: 'v1/front/index/user/time/:timeId',
  families: 'v1/front/index/user',
  family: 'v1/front/index/user/:familyId',
  newsList: 'v1/front/new',
  newsDetail: 'v1/front/new/:newId',
  helps: 'v1/front/help',
  help: 'v1/front/help/:helpId',
  helpContent: 'v1/front/help/content/:contentId',
} as const;

export const getIndexOverview = () => apiClient.get(PORTAL_PATHS.index, indexOverviewSchema);

/** The ticker's source too: a background call, so a failure never ends the session. */
export const getNewsList = (query: NewsListQuery, options: RequestOptions = {}) =>
  apiClient.get(PORTAL_PATHS.newsList, newsListSchema, { ...options, params: query });

export const getNewsDetail = (newId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.newsDetail, { newId }), newsDetailSchema);

export const getBanners = () => apiClient.get(PORTAL_PATHS.banners, bannersSchema);

export const getColumnClassifies = () => apiClient.get(PORTAL_PATHS.classifies, classifiesSchema);

export const getColumnContents = (query: ColumnContentQuery) =>
  apiClient.get(PORTAL_PATHS.columnContents, columnContentsSchema, { params: query });

export const getDocument = (contentId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.columnContent, { contentId }), documentSchema);

export const getVideos = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.videos, videosSchema, { params: query });

export const getGalleryImages = () => apiClient.get(PORTAL_PATHS.images, galleryImagesSchema);

export const getFamilies = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.families, familiesSchema, { params: query });

export const getFamily = (familyId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.family, { familyId }), familyDetailSchema);

export const getTimes = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.times, timesSchema, { params: query });

export const getTime = (timeId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.time, { timeId }), timeDetailSchema);

export const getHelpCategories = () => apiClient.get(PORTAL_PATHS.helps, helpCategoriesSchema);

export const getHelpCategory = (helpId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.help, { helpId }), helpCategorySchema);

export const getHelpContent = (contentId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.helpContent, { contentId }), helpContentSchema);
