import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import {
  divisionContactSchema,
  divisionIntroductionSchema,
  divisionListSchema,
  divisionMessageSchema,
  divisionMessagesSchema,
  divisionNewsDetailSchema,
} from './division-schemas';
import type {
  DivisionId,
  DivisionListKind,
  DivisionListQuery,
  DivisionMessageBody,
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
  apiClient.get(fillPath(DIVISION_PATHS[kind], { division }), divisionListSchema(kind), {
    params: query,
  });

export const getDivisionNewsDetail = (division: DivisionId, newsId: number) =>
  apiClient.get(
    fillPath(DIVISION_PATHS.newsDetail, { division, newsId }),
    divisionNewsDetailSchema,
  );

export const getDivisionIntroduction = (division: DivisionId) =>
  apiClient.get(fillPath(DIVISION_PATHS.introduction, { division }), divisionIntroductionSchema);

export const getDivisionContact = (division: DivisionId) =>
  apiClient.get(fillPath(DIVISION_PATHS.contact, { division }), divisionContactSchema);

export const getMyDivisionMessages = (division: DivisionId) =>
  apiClient.get(fillPath(DIVISION_PATHS.message, { division }), divisionMessagesSchema);

export const leaveDivisionMessage = (division: DivisionId, body: DivisionMessageBody) =>
  apiClient.post(fillPath(DIVISION_PATHS.message, { division }), body, divisionMessageSchema);
