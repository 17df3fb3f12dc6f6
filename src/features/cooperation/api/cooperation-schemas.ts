import { COOPERATION_STEPS, UNPROCESSED_STEP } from '@/lib/enums/cooperation-step';
import {
  fen,
  int,
  list,
  num,
  oneOf,
  optional,
  orElse,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

// a step the app does not know reads as 未处理: the server decides what may be done with it
const step = () => oneOf(COOPERATION_STEPS, UNPROCESSED_STEP);
/** An optional price: missing or not whole fen is shown as not yet matched, never as 0. */
const fenOrNull = () => orElse(v.nullable(fen()), null);

/** A role a member can have in a cooperation task. */
export const cooperationRoleSchema = v.object({ roleId: int(), roleName: text() });
export type CooperationRole = Output<typeof cooperationRoleSchema>;

export const cooperationRolesSchema = list(cooperationRoleSchema);

/** What a cooperation task is about. */
export const cooperationCategorySchema = v.object({ categoryId: int(), categoryName: text() });
export type CooperationCategory = Output<typeof cooperationCategorySchema>;

export const cooperationCategoriesSchema = list(cooperationCategorySchema);

const cooperationEntries = {
  cooperationId: int(),
  cooperationNo: text(),
  title: text(),
  /** The member's role in the task. */
  roleId: num(),
  roleName: text(),
  categoryId: num(),
  categoryName: text(),
  quantity: num(),
  /** fen */
  budget: fen(),
  /** fen: the price of the latest matching; null until prices were matched. */
  matchedPrice: fenOrNull(),
  status: step(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** YYYY-MM-DD HH:mm:ss, the latest step. */
  updateTime: text(),
};

/** One cooperation task. */
export const cooperationSchema = v.object(cooperationEntries);
export type Cooperation = Output<typeof cooperationSchema>;

export const cooperationPageSchema = paged(cooperationSchema);
export type CooperationPage = Output<typeof cooperationPageSchema>;

export const cooperationQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(COOPERATION_STEPS)),
  categoryId: optional(v.number()),
  roleId: optional(v.number()),
});
export type CooperationQuery = Input<typeof cooperationQuerySchema>;

/** One entry of a task's history: the step it reached, when and why. */
export const cooperationStepRecordSchema = v.object({
  status: step(),
  remark: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type CooperationStepRecord = Output<typeof cooperationStepRecordSchema>;

/** The task with its description and its history, oldest first. */
export const cooperationDetailSchema = v.object({
  ...cooperationEntries,
  description: text(),
  steps: list(cooperationStepRecordSchema),
});
export type CooperationDetail = Output<typeof cooperationDetailSchema>;

/** What a draft holds and what creating or saving a draft sends. */
export const cooperationDraftBodySchema = v.object({
  title: v.string(),
  roleId: v.number(),
  categoryId: v.number(),
  description: v.string(),
  quantity: v.number(),
  /** fen, > 0 */
  budget: v.number(),
});
export type CooperationDraftInput = Input<typeof cooperationDraftBodySchema>;

/** A task not yet submitted. */
export const cooperationDraftSchema = v.object({
  draftId: int(),
  title: text(),
  roleId: num(),
  roleName: text(),
  categoryId: num(),
  categoryName: text(),
  description: text(),
  quantity: num(),
  /** fen */
  budget: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: text(),
});
export type CooperationDraft = Output<typeof cooperationDraftSchema>;

export const cooperationDraftsSchema = list(cooperationDraftSchema);

export const submitDraftBodySchema = v.object({ draftId: v.number() });

export const priceMatchingBodySchema = v.object({ cooperationId: v.number() });

/** A kind of price record. */
export const priceLogTypeSchema = v.object({ typeId: int(), typeName: text() });
export type PriceLogType = Output<typeof priceLogTypeSchema>;

export const priceLogTypesSchema = list(priceLogTypeSchema);

/** One supplier's offer considered by a price matching. */
export const priceQuoteSchema = v.object({
  supplierName: text(),
  /** fen */
  price: fen(),
});
export type PriceQuote = Output<typeof priceQuoteSchema>;

/** One price record. */
export const priceLogSchema = v.object({
  priceLogId: int(),
  cooperationId: num(),
  cooperationTitle: text(),
  typeId: num(),
  typeName: text(),
  /** The supplier whose price was taken. */
  supplierName: text(),
  /** fen */
  price: fen(),
  quotes: list(priceQuoteSchema),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
});
export type PriceLog = Output<typeof priceLogSchema>;

export const priceLogPageSchema = paged(priceLogSchema);
export type PriceLogPage = Output<typeof priceLogPageSchema>;

export const priceLogQuerySchema = v.object({
  ...pageQuery,
  typeId: optional(v.number()),
});
export type PriceLogQuery = Input<typeof priceLogQuerySchema>;

/** The task one step on and the price log written. */
export const priceMatchingSchema = v.object({
  cooperation: cooperationSchema,
  priceLog: priceLogSchema,
});
export type PriceMatching = Output<typeof priceMatchingSchema>;

/** The record as a PDF, a .pdf opened in /pdfPreview. */
export const priceLogPdfSchema = v.object({
  pdfUrl: v.pipe(v.string(), v.minLength(1)),
});
export type PriceLogPdf = Output<typeof priceLogPdfSchema>;

export const priceLogPdfQuerySchema = v.object({ priceLogId: v.number() });
