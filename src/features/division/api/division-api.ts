import type { Paged } from '@/lib/schema';
import { apiClient } from '@/lib/api-client';
import type { DivisionId } from '@/lib/enums/division';
import { divisionEndpoints, type DivisionListEndpoint } from './division-endpoints';
import type {
  DivisionListItems,
  DivisionListKind,
  DivisionListQuery,
  DivisionMessageBody,
} from './division-schemas';

export const getDivisionList = <K extends DivisionListKind>(
  kind: K,
  division: DivisionId,
  query: DivisionListQuery,
): Promise<Paged<DivisionListItems[K]>> => {
  const listEndpoint: DivisionListEndpoint<DivisionListKind> = divisionEndpoints[kind];
  // the endpoint picked by `kind` answers the rows of `kind`, which TypeScript cannot correlate
  return apiClient.call(listEndpoint, { path: { division }, query }) as Promise<
    Paged<DivisionListItems[K]>
  >;
};

export const getDivisionNewsDetail = (division: DivisionId, newsId: number) =>
  apiClient.call(divisionEndpoints.newsDetail, { path: { division, newsId } });

export const getDivisionIntroduction = (division: DivisionId) =>
  apiClient.call(divisionEndpoints.introduction, { path: { division } });

export const getDivisionContact = (division: DivisionId) =>
  apiClient.call(divisionEndpoints.contact, { path: { division } });

export const getMyDivisionMessages = (division: DivisionId) =>
  apiClient.call(divisionEndpoints.messages, { path: { division } });

export const leaveDivisionMessage = (division: DivisionId, body: DivisionMessageBody) =>
  apiClient.call(divisionEndpoints.leaveMessage, { path: { division }, body });
