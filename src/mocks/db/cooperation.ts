import type {
  Cooperation,
  CooperationDetail,
  CooperationDraft,
  CooperationDraftInput,
  PriceLog,
  PriceMatching,
} from '@/features/cooperation/api/cooperation-schemas';
import {
  INTERRUPTED_STEP,
  LAST_STEP,
  UNPROCESSED_STEP,
  type CooperationStep,
} from '@/lib/enums/cooperation-step';
import { PERMISSIONS } from '@/lib/permissions';
import { formatFen } from '@/utils/money';
import { cooperationError } from './errors/cooperation';
import {
  bestQuote,
  COOPERATION_CATEGORIES,
  COOPERATION_ROLES,
  PRICE_LOG_PDF,
  PRICE_LOG_TYPES,
  PRICE_MATCHING_TYPE,
  quotesFor,
  type CooperationDraftRow,
  type CooperationRow,
  type PriceLogRow,
} from './cooperation-rows';
import { requirePermission } from './permission';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { Database, UserRow } from './types';

const TITLE_MAX = 50;
const DESCRIPTION_MAX = 300;
const QUANTITY_MAX = 1_000_000;
const BUDGET_MAX = 10_000_000_000;

const roleName = (roleId: number) =>
  COOPERATION_ROLES.find((role) => role.roleId === roleId)?.roleName ?? '';
const categoryName = (categoryId: number) =>
  COOPERATION_CATEGORIES.find((category) => category.categoryId === categoryId)?.categoryName ?? '';

/** A list row, as the API shows it: the names read from the catalogue. */
const toCooperation = (row: CooperationRow): Cooperation => ({
  cooperationId: row.cooperationId,
  cooperationNo: row.cooperationNo,
  title: row.title,
  roleId: row.roleId,
  roleName: roleName(row.roleId),
  categoryId: row.categoryId,
  categoryName: categoryName(row.categoryId),
  quantity: row.quantity,
  budget: row.budget,
  matchedPrice: row.matchedPrice,
  status: row.status,
  createTime: row.createTime,
  updateTime: row.updateTime,
});

/** The task with its description and history. */
const toDetail = (row: CooperationRow): CooperationDetail => ({
  ...toCooperation(row),
  description: row.description,
  steps: row.steps.map((step) => ({ ...step })),
});

export interface CooperationFilters {
  status: CooperationStep | null;
  categoryId: number | null;
  roleId: number | null;
}

/** The member's tasks, the newest first, by step, category and role. */
export const listCooperations = (db: Database, userId: number, filters: CooperationFilters) =>
  db.cooperation.tasks
    .filter(
      (row) =>
        row.userId === userId &&
        (filters.status === null || row.status === filters.status) &&
        (filters.categoryId === null || row.categoryId === filters.categoryId) &&
        (filters.roleId === null || row.roleId === filters.roleId),
    )
    .sort((a, b) => b.cooperationId - a.cooperationId)
    .map(toCooperation);

function requireOwnCooperation(db: Database, userId: number, cooperationId: number) {
  const row = db.cooperation.tasks.find(
    (item) => item.cooperationId === cooperationId && item.userId === userId,
  );
  if (!row) throw cooperationError('cooperationNotFound');
  return row;
}

export const cooperationDetail = (db: Database, userId: number, cooperationId: number) =>
  toDetail(requireOwnCooperation(db, userId, cooperationId));

const toDraft = (row: CooperationDraftRow): CooperationDraft => ({
  ...withoutOwner<Omit<CooperationDraft, 'roleName' | 'categoryName'>>(row),
  roleName: roleName(row.roleId),
  categoryName: categoryName(row.categoryId),
});

/** The member's drafts, the most recently saved first. */
export const listDrafts = (db: Database, userId: number): CooperationDraft[] =>
  db.cooperation.drafts
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.draftId - a.draftId)
    .map(toDraft);

/** The server's own checks of a draft, whatever the form did. */
function checkDraft(input: CooperationDraftInput): void {
  if (!input.title || input.title.length > TITLE_MAX) throw cooperationError('draftTitleInvalid');
  if (!roleName(input.roleId)) throw cooperationError('draftRoleInvalid');
  if (!categoryName(input.categoryId)) throw cooperationError('draftCategoryInvalid');
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > QUANTITY_MAX) {
    throw cooperationError('draftQuantityInvalid');
  }
  if (!Number.isSafeInteger(input.budget) || input.budget < 1 || input.budget > BUDGET_MAX) {
    throw cooperationError('draftBudgetInvalid');
  }
  if (input.description.length > DESCRIPTION_MAX) {
    throw cooperationError('draftDescriptionTooLong');
  }
}

/** 新建合作任务 starts as a draft; only a member who may add tasks can start one. */
export function createDraft(
  db: Database,
  user: UserRow,
  input: CooperationDraftInput,
  now: Date,
): CooperationDraft {
  requirePermission(user, PERMISSIONS.cooperationManage);
  checkDraft(input);
  const row: CooperationDraftRow = {
    draftId: nextSequence(db, 'cooperationDraftId'),
    userId: user.userId,
    ...input,
    updateTime: formatTime(now),
  };
  db.cooperation.drafts.push(row);
  return toDraft(row);
}

function requireOwnDraft(db: Database, userId: number, draftId: number) {
  const row = db.cooperation.drafts.find(
    (item) => item.draftId === draftId && item.userId === userId,
  );
  if (!row) throw cooperationError('draftNotFound');
  return row;
}

export function updateDraft(
  db: Database,
  userId: number,
  draftId: number,
  input: CooperationDraftInput,
  now: Date,
): CooperationDraft {
  const row = requireOwnDraft(db, userId, draftId);
  checkDraft(input);
  Object.assign(row, input, { updateTime: formatTime(now) });
  return toDraft(row);
}

export function deleteDraft(db: Database, userId: number, draftId: number): void {
  const row = requireOwnDraft(db, userId, draftId);
  db.cooperation.drafts = db.cooperation.drafts.filter((item) => item !== row);
}

/** cooperation/add: the draft becomes a task at 未处理 (numbered) and is gone from the drafts. */
export function submitDraft(db: Database, user: UserRow, draftId: number, now: Date): Cooperation {
  requirePermission(user, PERMISSIONS.cooperationManage);
  const draft = requireOwnDraft(db, user.userId, draftId);
  checkDraft(draft);
  const cooperationId = nextSequence(db, 'cooperationId');
  const time = formatTime(now);
  const row: CooperationRow = {
    cooperationId,
    userId: user.userId,
    cooperationNo: `HZ${time.slice(0, 4)}${String(cooperationId).padStart(5, '0')}`,
    title: draft.title,
    roleId: draft.roleId,
    categoryId: draft.categoryId,
    quantity: draft.quantity,
    budget: draft.budget,
    matchedPrice: null,
    status: UNPROCESSED_STEP,
    description: draft.description,
    steps: [{ status: UNPROCESSED_STEP, remark: '提交合作任务', createTime: time }],
    createTime: time,
    updateTime: time,
  };
  db.cooperation.tasks.push(row);
  deleteDraft(db, user.userId, draftId);
  return toCooperation(row);
}

const toPriceLog = (db: Database, row: PriceLogRow): PriceLog => ({
  priceLogId: row.priceLogId,
  cooperationId: row.cooperationId,
  cooperationTitle:
    db.cooperation.tasks.find((task) => task.cooperationId === row.cooperationId)?.title ?? '',
  typeId: row.typeId,
  typeName: PRICE_LOG_TYPES.find((type) => type.typeId === row.typeId)?.typeName ?? '',
  supplierName: row.supplierName,
  price: row.price,
  quotes: row.quotes.map((quote) => ({ ...quote })),
  createTime: row.createTime,
});

/**
 * 价格匹配: the suppliers' offers for the task are compared and the lowest taken; the task
 * moves one step on with the price in its history, and a price log is written.
 */
export function matchPrice(
  db: Database,
  user: UserRow,
  cooperationId: number,
  now: Date,
): PriceMatching {
  requirePermission(user, PERMISSIONS.cooperationManage);
  const row = requireOwnCooperation(db, user.userId, cooperationId);
  if (row.status === INTERRUPTED_STEP) throw cooperationError('cooperationInterrupted');
  if (row.status >= LAST_STEP) throw cooperationError('cooperationFinished');
  const quotes = quotesFor(row.cooperationId, row.status, row.budget);
  const best = bestQuote(quotes);
  const time = formatTime(now);
  row.status = (row.status + 1) as CooperationStep;
  row.matchedPrice = best.price;
  row.updateTime = time;
  row.steps.push({
    status: row.status,
    remark: `价格匹配：${best.supplierName} ${formatFen(best.price)}`,
    createTime: time,
  });
  const log: PriceLogRow = {
    priceLogId: nextSequence(db, 'priceLogId'),
    userId: user.userId,
    cooperationId: row.cooperationId,
    typeId: PRICE_MATCHING_TYPE,
    supplierName: best.supplierName,
    price: best.price,
    quotes,
    createTime: time,
    pdfUrl: PRICE_LOG_PDF,
  };
  db.cooperation.priceLogs.push(log);
  return { cooperation: toCooperation(row), priceLog: toPriceLog(db, log) };
}

/** The member's price logs, the newest first; optionally of one type. */
export const listPriceLogs = (db: Database, userId: number, typeId: number | null): PriceLog[] =>
  db.cooperation.priceLogs
    .filter((row) => row.userId === userId && (typeId === null || row.typeId === typeId))
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.priceLogId - a.priceLogId)
    .map((row) => toPriceLog(db, row));

export function priceLogPdf(db: Database, userId: number, priceLogId: number) {
  const row = db.cooperation.priceLogs.find(
    (item) => item.priceLogId === priceLogId && item.userId === userId,
  );
  if (!row) throw cooperationError('priceLogNotFound');
  return { pdfUrl: row.pdfUrl };
}
