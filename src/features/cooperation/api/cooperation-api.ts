import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import {
  cooperationCategoriesSchema,
  cooperationDetailSchema,
  cooperationDraftSchema,
  cooperationDraftsSchema,
  cooperationPageSchema,
  cooperationRolesSchema,
  cooperationSchema,
  priceLogPageSchema,
  priceLogPdfSchema,
  priceLogTypesSchema,
  priceMatchingSchema,
} from './cooperation-schemas';
import type { CooperationDraftInput, CooperationQuery, PriceLogQuery } from './cooperation-types';

export const COOPERATION_PATHS = {
  list: 'v1/front/cooperation',
  roles: 'v1/front/cooperation/role',
  categories: 'v1/front/cooperation/category',
  add: 'v1/front/cooperation/add',
  priceMatching: 'v1/front/cooperation/price/matching',
  detail: 'v1/front/cooperation/:cooperationId',
  drafts: 'v1/front/draft/cooperation',
  draft: 'v1/front/draft/cooperation/:draftId',
  priceLogs: 'v1/front/price/log',
  priceLogTypes: 'v1/front/price/log/type',
  priceLogPdf: 'v1/front/price/log/pdf',
} as const;

/** The member's cooperation tasks, the newest first; by step, category or role. */
export const getCooperations = (query: CooperationQuery) =>
  apiClient.get(COOPERATION_PATHS.list, cooperationPageSchema, { params: query });

export const getCooperation = (cooperationId: number) =>
  apiClient.get(fillPath(COOPERATION_PATHS.detail, { cooperationId }), cooperationDetailSchema);

export const getCooperationRoles = () =>
  apiClient.get(COOPERATION_PATHS.roles, cooperationRolesSchema);

export const getCooperationCategories = () =>
  apiClient.get(COOPERATION_PATHS.categories, cooperationCategoriesSchema);

/** Submits a draft: it becomes a task at 未处理 and the draft is gone. */
export const submitCooperationDraft = (draftId: number) =>
  apiClient.post(COOPERATION_PATHS.add, { draftId }, cooperationSchema);

/** Matches the suppliers' offers for a task: it moves one step on and a price log is written. */
export const matchCooperationPrice = (cooperationId: number) =>
  apiClient.post(COOPERATION_PATHS.priceMatching, { cooperationId }, priceMatchingSchema);

/** The member's drafts, the most recently saved first. */
export const getCooperationDrafts = () =>
  apiClient.get(COOPERATION_PATHS.drafts, cooperationDraftsSchema);

export const createCooperationDraft = (body: CooperationDraftInput) =>
  apiClient.post(COOPERATION_PATHS.drafts, body, cooperationDraftSchema);

export const updateCooperationDraft = ({
  draftId,
  ...body
}: CooperationDraftInput & { draftId: number }) =>
  apiClient.put(fillPath(COOPERATION_PATHS.draft, { draftId }), body, cooperationDraftSchema);

export const deleteCooperationDraft = (draftId: number) =>
  apiClient.delete(fillPath(COOPERATION_PATHS.draft, { draftId }), noAnswer);

/** The member's price logs, the newest first; optionally of one type. */
export const getPriceLogs = (query: PriceLogQuery) =>
  apiClient.get(COOPERATION_PATHS.priceLogs, priceLogPageSchema, { params: query });

export const getPriceLogTypes = () =>
  apiClient.get(COOPERATION_PATHS.priceLogTypes, priceLogTypesSchema);

/** The price log as a PDF (its address, opened in /pdfPreview). */
export const getPriceLogPdf = (priceLogId: number) =>
  apiClient.get(COOPERATION_PATHS.priceLogPdf, priceLogPdfSchema, { params: { priceLogId } });
