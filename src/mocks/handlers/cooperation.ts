import { cooperationEndpoints } from '@/features/cooperation/api/cooperation-endpoints';
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
import type { CooperationDraftInput } from '@/features/cooperation/api/cooperation-schemas';
import { memberHandler, type SentBody } from './envelope';
import { optionalId, pageQuery, requireId, text } from './request-fields';

/** A number as sent, NaN when it was not (or not as a number): the domain refuses it. */
const sentNumber = (value: number | undefined): number => value ?? Number.NaN;

const draftInput = (
  body: SentBody<typeof cooperationEndpoints.createDraft>,
): CooperationDraftInput => ({
  title: text(body.title),
  roleId: sentNumber(body.roleId),
  categoryId: sentNumber(body.categoryId),
  description: text(body.description),
  quantity: sentNumber(body.quantity),
  budget: sentNumber(body.budget),
});

// cooperation/role, category, add and price/matching come before cooperation/{id}
export const cooperationHandlers = [
  memberHandler(cooperationEndpoints.roles, () => COOPERATION_ROLES),
  memberHandler(cooperationEndpoints.categories, () => COOPERATION_CATEGORIES),
  memberHandler(cooperationEndpoints.list, ({ db, user, query }) =>
    pageOf(
      listCooperations(db, user.userId, {
        status: query.status ?? null,
        categoryId: optionalId(query.categoryId),
        roleId: optionalId(query.roleId),
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
    priceLogPdf(db, user.userId, requireId(query.priceLogId)),
  ),
  memberHandler(cooperationEndpoints.priceLogs, ({ db, user, query }) =>
    pageOf(listPriceLogs(db, user.userId, optionalId(query.typeId)), pageQuery(query)),
  ),
];
