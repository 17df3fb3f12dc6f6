import { cooperationEndpoints } from '@/features/cooperation/api/cooperation-endpoints';
import { COOPERATION_STEPS } from '@/lib/enums/cooperation-step';
import type { CooperationDraftInput } from '@/features/cooperation/api/cooperation-schemas';
import {
  cooperationDetail,
  createDraft,
  deleteDraft,
  listCooperations,
  listDrafts,
  listPriceLogs,
  matchPrice,
  priceLogPdf,
  submitDraft,
  updateDraft,
} from '../db/cooperation';
import { COOPERATION_CATEGORIES, COOPERATION_ROLES, PRICE_LOG_TYPES } from '../db/cooperation-rows';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { oneOf, optionalId, pageQuery, requireId, text } from './request-fields';

/** A whole number from the body (a number or numeric text), NaN otherwise: the domain refuses it. */
const wholeNumber = (value: unknown): number =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? Number(value)
    : Number.NaN;

const draftInput = (body: Record<string, unknown>): CooperationDraftInput => ({
  title: text(body, 'title'),
  roleId: wholeNumber(body.roleId),
  categoryId: wholeNumber(body.categoryId),
  description: text(body, 'description'),
  quantity: wholeNumber(body.quantity),
  budget: wholeNumber(body.budget),
});

// cooperation/role, category, add and price/matching come before cooperation/{id}
export const cooperationHandlers = [
  memberHandler(cooperationEndpoints.roles, () => COOPERATION_ROLES),
  memberHandler(cooperationEndpoints.categories, () => COOPERATION_CATEGORIES),
  memberHandler(cooperationEndpoints.list, ({ db, user, query }) =>
    pageOf(
      listCooperations(db, user.userId, {
        status: oneOf(COOPERATION_STEPS, query.get('status')),
        categoryId: optionalId(query.get('categoryId')),
        roleId: optionalId(query.get('roleId')),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(cooperationEndpoints.add, ({ db, user, body }) =>
    submitDraft(db, user, requireId(body.draftId), new Date()),
  ),
  memberHandler(cooperationEndpoints.priceMatching, ({ db, user, body }) =>
    matchPrice(db, user, requireId(body.cooperationId), new Date()),
  ),
  memberHandler(cooperationEndpoints.detail, ({ db, user, params }) =>
    cooperationDetail(db, user.userId, requireId(params.cooperationId)),
  ),
  memberHandler(cooperationEndpoints.drafts, ({ db, user }) => listDrafts(db, user.userId)),
  memberHandler(cooperationEndpoints.createDraft, ({ db, user, body }) =>
    createDraft(db, user, draftInput(body), new Date()),
  ),
  memberHandler(cooperationEndpoints.updateDraft, ({ db, user, params, body }) =>
    updateDraft(db, user.userId, requireId(params.draftId), draftInput(body), new Date()),
  ),
  memberHandler(cooperationEndpoints.deleteDraft, ({ db, user, params }) => {
    deleteDraft(db, user.userId, requireId(params.draftId));
    return null;
  }),
  memberHandler(cooperationEndpoints.priceLogTypes, () => PRICE_LOG_TYPES),
  memberHandler(cooperationEndpoints.priceLogPdf, ({ db, user, query }) =>
    priceLogPdf(db, user.userId, requireId(query.get('priceLogId'))),
  ),
  memberHandler(cooperationEndpoints.priceLogs, ({ db, user, query }) =>
    pageOf(listPriceLogs(db, user.userId, optionalId(query.get('typeId'))), pageQuery(query)),
  ),
];
