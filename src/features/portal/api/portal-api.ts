import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import { fillPath } from '@/lib/api-types';
import type {
  Banner,
  ColumnClassify,
  ColumnContentList,
  ColumnContentQuery,
  DocumentDetail,
  Fan,
  FamilyDetail,
  FamilyMember,
  FollowState,
  GalleryImage,
  HelpCategory,
  HelpCategoryDetail,
  HelpContent,
  IndexOverview,
  NewsDetail,
  NewsList,
  NewsListQuery,
  PagedList,
  PortalListQuery,
  TeamAuthorization,
  TimeDetail,
  TimeItem,
  UpLevelResult,
  Video,
} from './portal-types';

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
  teams: 'v1/front/authorization/team',
  follow: 'v1/front/authorization/follow',
  fans: 'v1/front/authorization/fen',
  authorize: 'v1/front/authorization',
  upLevel: 'v1/front/user/up/level',
  setFollow: 'v1/front/follow',
} as const;

export const getIndexOverview = () => apiClient.get(PORTAL_PATHS.index, unchecked<IndexOverview>());

export const getNewsList = (query: NewsListQuery) =>
  apiClient.get(PORTAL_PATHS.newsList, unchecked<NewsList>(), { params: query });

export const getNewsDetail = (newId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.newsDetail, { newId }), unchecked<NewsDetail>());

export const getBanners = () => apiClient.get(PORTAL_PATHS.banners, unchecked<Banner[]>());

export const getColumnClassifies = () =>
  apiClient.get(PORTAL_PATHS.classifies, unchecked<ColumnClassify[]>());

export const getColumnContents = (query: ColumnContentQuery) =>
  apiClient.get(PORTAL_PATHS.columnContents, unchecked<ColumnContentList>(), { params: query });

export const getDocument = (contentId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.columnContent, { contentId }), unchecked<DocumentDetail>());

export const getVideos = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.videos, unchecked<PagedList<Video>>(), { params: query });

export const getGalleryImages = () =>
  apiClient.get(PORTAL_PATHS.images, unchecked<GalleryImage[]>());

export const getFamilies = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.families, unchecked<PagedList<FamilyMember>>(), { params: query });

export const getFamily = (familyId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.family, { familyId }), unchecked<FamilyDetail>());

export const getTimes = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.times, unchecked<PagedList<TimeItem>>(), { params: query });

export const getTime = (timeId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.time, { timeId }), unchecked<TimeDetail>());

export const getHelpCategories = () =>
  apiClient.get(PORTAL_PATHS.helps, unchecked<HelpCategory[]>());

export const getHelpCategory = (helpId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.help, { helpId }), unchecked<HelpCategoryDetail>());

export const getHelpContent = (contentId: number) =>
  apiClient.get(fillPath(PORTAL_PATHS.helpContent, { contentId }), unchecked<HelpContent>());

export const getTeamAuthorization = () =>
  apiClient.get(PORTAL_PATHS.teams, unchecked<TeamAuthorization>());

export const getFollowState = () => apiClient.get(PORTAL_PATHS.follow, unchecked<FollowState>());

export const getFans = (query: PortalListQuery) =>
  apiClient.get(PORTAL_PATHS.fans, unchecked<PagedList<Fan>>(), { params: query });

export const authorizeTeam = (teamId: number) =>
  apiClient.post(PORTAL_PATHS.authorize, { teamId }, unchecked<TeamAuthorization>());

export const upgradeLevel = () =>
  apiClient.post(PORTAL_PATHS.upLevel, undefined, unchecked<UpLevelResult>());

export const followMember = (phone: string) =>
  apiClient.put(PORTAL_PATHS.setFollow, { phone }, unchecked<FollowState>());
