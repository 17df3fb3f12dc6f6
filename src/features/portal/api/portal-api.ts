import { apiClient } from '@/lib/api-client';
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

export const getIndexOverview = () => apiClient.get<IndexOverview>(PORTAL_PATHS.index);

export const getNewsList = (query: NewsListQuery) =>
  apiClient.get<NewsList>(PORTAL_PATHS.newsList, { params: query });

export const getNewsDetail = (newId: number) =>
  apiClient.get<NewsDetail>(fillPath(PORTAL_PATHS.newsDetail, { newId }));

export const getBanners = () => apiClient.get<Banner[]>(PORTAL_PATHS.banners);

export const getColumnClassifies = () => apiClient.get<ColumnClassify[]>(PORTAL_PATHS.classifies);

export const getColumnContents = (query: ColumnContentQuery) =>
  apiClient.get<ColumnContentList>(PORTAL_PATHS.columnContents, { params: query });

export const getDocument = (contentId: number) =>
  apiClient.get<DocumentDetail>(fillPath(PORTAL_PATHS.columnContent, { contentId }));

export const getVideos = (query: PortalListQuery) =>
  apiClient.get<PagedList<Video>>(PORTAL_PATHS.videos, { params: query });

export const getGalleryImages = () => apiClient.get<GalleryImage[]>(PORTAL_PATHS.images);

export const getFamilies = (query: PortalListQuery) =>
  apiClient.get<PagedList<FamilyMember>>(PORTAL_PATHS.families, { params: query });

export const getFamily = (familyId: number) =>
  apiClient.get<FamilyDetail>(fillPath(PORTAL_PATHS.family, { familyId }));

export const getTimes = (query: PortalListQuery) =>
  apiClient.get<PagedList<TimeItem>>(PORTAL_PATHS.times, { params: query });

export const getTime = (timeId: number) =>
  apiClient.get<TimeDetail>(fillPath(PORTAL_PATHS.time, { timeId }));

export const getHelpCategories = () => apiClient.get<HelpCategory[]>(PORTAL_PATHS.helps);

export const getHelpCategory = (helpId: number) =>
  apiClient.get<HelpCategoryDetail>(fillPath(PORTAL_PATHS.help, { helpId }));

export const getHelpContent = (contentId: number) =>
  apiClient.get<HelpContent>(fillPath(PORTAL_PATHS.helpContent, { contentId }));

export const getTeamAuthorization = () => apiClient.get<TeamAuthorization>(PORTAL_PATHS.teams);

export const getFollowState = () => apiClient.get<FollowState>(PORTAL_PATHS.follow);

export const getFans = (query: PortalListQuery) =>
  apiClient.get<PagedList<Fan>>(PORTAL_PATHS.fans, { params: query });

export const authorizeTeam = (teamId: number) =>
  apiClient.post<TeamAuthorization>(PORTAL_PATHS.authorize, { teamId });

export const upgradeLevel = () => apiClient.post<UpLevelResult>(PORTAL_PATHS.upLevel);

export const followMember = (phone: string) =>
  apiClient.put<FollowState>(PORTAL_PATHS.setFollow, { phone });
