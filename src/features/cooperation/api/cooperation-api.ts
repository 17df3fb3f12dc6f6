import { apiClient } from '@/lib/api-client';
import { cooperationEndpoints } from './cooperation-endpoints';
import type { CooperationDraftInput, CooperationQuery, PriceLogQuery } from './cooperation-schemas';

export const getCooperations = (query: CooperationQuery) =>
  apiClient.call(cooperationEndpoints.list, { query });

export const getCooperation = (cooperationId: number) =>
  apiClient.call(cooperationEndpoints.detail, { path: { cooperationId } });

export const getCooperationRoles = () => apiClient.call(cooperationEndpoints.roles);

export const getCooperationCategories = () => apiClient.call(cooperationEndpoints.categories);

export const submitCooperationDraft = (draftId: number) =>
  apiClient.call(cooperationEndpoints.add, { body: { draftId } });

export const matchCooperationPrice = (cooperationId: number) =>
  apiClient.call(cooperationEndpoints.priceMatching, { body: { cooperationId } });

export const getCooperationDrafts = () => apiClient.call(cooperationEndpoints.drafts);

export const createCooperationDraft = (body: CooperationDraftInput) =>
  apiClient.call(cooperationEndpoints.createDraft, { body });

export const updateCooperationDraft = ({
  draftId,
  ...body
}: CooperationDraftInput & { draftId: number }) =>
  apiClient.call(cooperationEndpoints.updateDraft, { path: { draftId }, body });

export const deleteCooperationDraft = (draftId: number) =>
  apiClient.call(cooperationEndpoints.deleteDraft, { path: { draftId } });

export const getPriceLogs = (query: PriceLogQuery) =>
  apiClient.call(cooperationEndpoints.priceLogs, { query });

export const getPriceLogTypes = () => apiClient.call(cooperationEndpoints.priceLogTypes);

export const getPriceLogPdf = (priceLogId: number) =>
  apiClient.call(cooperationEndpoints.priceLogPdf, { query: { priceLogId } });
