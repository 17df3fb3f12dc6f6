import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { cooperationEndpoints } from '../api/cooperation-endpoints';
import type {
  CooperationDraftInput,
  CooperationQuery,
  PriceLogQuery,
} from '../api/cooperation-schemas';

export function useCooperations(query: CooperationQuery) {
  return useQuery({
    ...endpointQuery(cooperationEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCooperation(cooperationId: number) {
  return useQuery(endpointQuery(cooperationEndpoints.detail, { path: { cooperationId } }));
}

export function useCooperationRoles() {
  return useQuery(endpointQuery(cooperationEndpoints.roles));
}

export function useCooperationCategories() {
  return useQuery(endpointQuery(cooperationEndpoints.categories));
}

export function useCooperationDrafts() {
  return useQuery(endpointQuery(cooperationEndpoints.drafts));
}

export function usePriceLogs(query: PriceLogQuery) {
  return useQuery({
    ...endpointQuery(cooperationEndpoints.priceLogs, { query }),
    placeholderData: keepPreviousData,
  });
}

export function usePriceLogTypes() {
  return useQuery(endpointQuery(cooperationEndpoints.priceLogTypes));
}

const changesDrafts = changesOf(cooperationEndpoints.drafts);

export function useCreateDraft() {
  return useMutation({
    mutationFn: (body: CooperationDraftInput) =>
      apiClient.call(cooperationEndpoints.createDraft, { body }),
    meta: changesDrafts,
  });
}

export function useUpdateDraft() {
  return useMutation({
    mutationFn: ({ draftId, ...body }: CooperationDraftInput & { draftId: number }) =>
      apiClient.call(cooperationEndpoints.updateDraft, { path: { draftId }, body }),
    meta: changesDrafts,
  });
}

export function useDeleteDraft() {
  return useMutation({
    mutationFn: (draftId: number) =>
      apiClient.call(cooperationEndpoints.deleteDraft, { path: { draftId } }),
    meta: changesDrafts,
  });
}

/** A submitted draft leaves the drafts and joins the tasks. */
export function useSubmitDraft() {
  return useMutation({
    mutationFn: (draftId: number) =>
      apiClient.call(cooperationEndpoints.add, { body: { draftId } }),
    meta: changesOf(cooperationEndpoints.drafts, cooperationEndpoints.list),
  });
}

/** A matching moves the task on (its list rows and its detail) and writes a price log. */
export function useMatchPrice() {
  return useMutation({
    mutationFn: (cooperationId: number) =>
      apiClient.call(cooperationEndpoints.priceMatching, { body: { cooperationId } }),
    meta: changesOf(
      cooperationEndpoints.list,
      cooperationEndpoints.detail,
      cooperationEndpoints.priceLogs,
    ),
  });
}
