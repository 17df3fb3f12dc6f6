import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import {
  createCooperationDraft,
  deleteCooperationDraft,
  getCooperation,
  getCooperationCategories,
  getCooperationDrafts,
  getCooperationRoles,
  getCooperations,
  getPriceLogs,
  getPriceLogTypes,
  matchCooperationPrice,
  submitCooperationDraft,
  updateCooperationDraft,
} from '../api/cooperation-api';
import { cooperationKeys } from '../api/cooperation-keys';
import type { CooperationQuery, PriceLogQuery } from '../api/cooperation-schemas';

export function useCooperations(query: CooperationQuery) {
  return useQuery({
    queryKey: cooperationKeys.list(query),
    queryFn: () => getCooperations(query),
    placeholderData: keepPreviousData,
  });
}

export function useCooperation(cooperationId: number) {
  return useQuery({
    queryKey: cooperationKeys.detail(cooperationId),
    queryFn: () => getCooperation(cooperationId),
  });
}

export function useCooperationRoles() {
  return useQuery({ queryKey: cooperationKeys.roles(), queryFn: getCooperationRoles });
}

export function useCooperationCategories() {
  return useQuery({ queryKey: cooperationKeys.categories(), queryFn: getCooperationCategories });
}

export function useCooperationDrafts() {
  return useQuery({ queryKey: cooperationKeys.drafts(), queryFn: getCooperationDrafts });
}

export function usePriceLogs(query: PriceLogQuery) {
  return useQuery({
    queryKey: cooperationKeys.priceLogPage(query),
    queryFn: () => getPriceLogs(query),
    placeholderData: keepPreviousData,
  });
}

export function usePriceLogTypes() {
  return useQuery({ queryKey: cooperationKeys.priceLogTypes(), queryFn: getPriceLogTypes });
}

const changesDrafts: DataChanges = { invalidates: [cooperationKeys.drafts()] };

export function useCreateDraft() {
  return useMutation({ mutationFn: createCooperationDraft, meta: changesDrafts });
}

export function useUpdateDraft() {
  return useMutation({ mutationFn: updateCooperationDraft, meta: changesDrafts });
}

export function useDeleteDraft() {
  return useMutation({ mutationFn: deleteCooperationDraft, meta: changesDrafts });
}

/** A submitted draft leaves the drafts and joins the tasks. */
export function useSubmitDraft() {
  return useMutation({
    mutationFn: submitCooperationDraft,
    meta: { invalidates: [cooperationKeys.drafts(), cooperationKeys.lists()] },
  });
}

/** A matching moves the task on (its list rows and its detail) and writes a price log. */
export function useMatchPrice() {
  return useMutation({
    mutationFn: matchCooperationPrice,
    meta: {
      invalidates: [
        cooperationKeys.lists(),
        cooperationKeys.details(),
        cooperationKeys.priceLogs(),
      ],
    },
  });
}
