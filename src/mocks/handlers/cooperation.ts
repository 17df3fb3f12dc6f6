import { COOPERATION_PATHS } from '@/features/cooperation/api/cooperation-api';
import {
  COOPERATION_STEPS,
  type CooperationDraftInput,
} from '@/features/cooperation/api/cooperation-types';
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
  memberHandler('get', COOPERATION_PATHS.roles, () => COOPERATION_ROLES),
  memberHandler('get', COOPERATION_PATHS.categories, () => COOPERATION_CATEGORIES),
  memberHandler('get', COOPERATION_PATHS.list, ({ db, user, query }) =>
    pageOf(
      listCooperations(db, user.userId, {
        status: oneOf(COOPERATION_STEPS, query.get('status')),
        categoryId: optionalId(query.get('categoryId')),
        roleId: optionalId(query.get('roleId')),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler('post', COOPERATION_PATHS.add, ({ db, user, body }) =>
    submitDraft(db, user, requireId(body.draftId), new Date()),
  ),
  memberHandler('post', COOPERATION_PATHS.priceMatching, ({ db, user, body }) =>
    matchPrice(db, user, requireId(body.cooperationId), new Date()),
  ),
  memberHandler('get', COOPERATION_PATHS.detail, ({ db, user, params }) =>
    cooperationDetail(db, user.userId, requireId(params.cooperationId)),
  ),
  memberHandler('get', COOPERATION_PATHS.drafts, ({ db, user }) => listDrafts(db, user.userId)),
  memberHandler('post', COOPERATION_PATHS.drafts, ({ db, user, body }) =>
    createDraft(db, user, draftInput(body), new Date()),
  ),
  memberHandler('put', COOPERATION_PATHS.draft, ({ db, user, params, body }) =>
    updateDraft(db, user.userId, requireId(params.draftId), draftInput(body), new Date()),
  ),
  memberHandler('delete', COOPERATION_PATHS.draft, ({ db, user, params }) => {
    deleteDraft(db, user.userId, requireId(params.draftId));
    return null;
  }),
  memberHandler('get', COOPERATION_PATHS.priceLogTypes, () => PRICE_LOG_TYPES),
  memberHandler('get', COOPERATION_PATHS.priceLogPdf, ({ db, user, query }) =>
    priceLogPdf(db, user.userId, requireId(query.get('priceLogId'))),
  ),
  memberHandler('get', COOPERATION_PATHS.priceLogs, ({ db, user, query }) =>
    pageOf(listPriceLogs(db, user.userId, optionalId(query.get('typeId'))), pageQuery(query)),
  ),
];
