import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import { fillPath } from '@/lib/api-types';
import type {
  DivisionContact,
  DivisionId,
  DivisionIntroduction,
  DivisionListItems,
  DivisionListKind,
  DivisionListQuery,
  DivisionMessage,
  DivisionMessageBody,
  DivisionNewsDetail,
  PageList,
} from './division-types';

const BASE = 'v1/front/division/:division';

export const DIVISION_PATHS = {
  news: `${BASE}/news`,
  newsDetail: `${BASE}/news/:newsId`,
  introduction: `${BASE}/introduction`,
  products: `${BASE}/products`,
  user: `${BASE}/user`,
  business: `${BASE}/business`,
  group: `${BASE}/group`,
  store: `${BASE}/store`,
  development: `${BASE}/development`,
  contact: `${BASE}/contact`,
  /** GET: the member's own messages to the division; POST: leave one. */
  message: `${BASE}/message`,
} as const;

export const getDivisionList = <K extends DivisionListKind>(
  kind: K,
  division: DivisionId,
  query: DivisionListQuery,
) =>
  apiClient.get(
    fillPath(DIVISION_PATHS[kind], { division }),
    unchecked<PageList<DivisionListItems[K]>>(),
    {
      params: query,
    },
  );

export const getDivisionNewsDetail = (division: DivisionId, newsId: number) =>
  apiClient.get(
    fillPath(DIVISION_PATHS.newsDetail, { division, newsId }),
    unchecked<DivisionNewsDetail>(),
  );

export const getDivisionIntroduction = (division: DivisionId) =>
  apiClient.get(
    fillPath(DIVISION_PATHS.introduction, { division }),
    unchecked<DivisionIntroduction>(),
  );

export const getDivisionContact = (division: DivisionId) =>
  apiClient.get(fillPath(DIVISION_PATHS.contact, { division }), unchecked<DivisionContact>());

export const getMyDivisionMessages = (division: DivisionId) =>
  apiClient.get(fillPath(DIVISION_PATHS.message, { division }), unchecked<DivisionMessage[]>());

export const leaveDivisionMessage = (division: DivisionId, body: DivisionMessageBody) =>
  apiClient.post(
    fillPath(DIVISION_PATHS.message, { division }),
    body,
    unchecked<DivisionMessage>(),
  );
