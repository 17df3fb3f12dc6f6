import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { CooperationQuery, PriceLogQuery } from '../api/cooperation-types';

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

function useInvalidateDrafts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cooperationKeys.drafts() });
}

export function useCreateDraft() {
  const invalidate = useInvalidateDrafts();
  return useMutation({ mutationFn: createCooperationDraft, onSuccess: invalidate });
}

export function useUpdateDraft() {
  const invalidate = useInvalidateDrafts();
  return useMutation({ mutationFn: updateCooperationDraft, onSuccess: invalidate });
}

export function useDeleteDraft() {
  const invalidate = useInvalidateDrafts();
  return useMutation({ mutationFn: deleteCooperationDraft, onSuccess: invalidate });
}

/** A submitted draft leaves the drafts and joins the tasks. */
export function useSubmitDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCooperationDraft,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cooperationKeys.drafts() }),
        queryClient.invalidateQueries({ queryKey: cooperationKeys.lists() }),
      ]),
  });
}

/** A matching moves the task on (its list rows and its detail) and writes a price log. */
export function useMatchPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchCooperationPrice,
    onSuccess: ({ cooperation }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cooperationKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: cooperationKeys.detail(cooperation.cooperationId),
        }),
        queryClient.invalidateQueries({ queryKey: cooperationKeys.priceLogs() }),
      ]),
  });
}
