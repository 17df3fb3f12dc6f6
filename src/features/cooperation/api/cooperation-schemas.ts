import * as v from 'valibot';
import * as s from '@/lib/schema';
import { COOPERATION_STEPS, UNPROCESSED_STEP } from '@/lib/enums/cooperation-step';

// a step the app does not know reads as 未处理: the server decides what may be done with it
const step = () => s.oneOf(COOPERATION_STEPS, UNPROCESSED_STEP);
/** An optional price: missing or not whole fen is shown as not yet matched, never as 0. */
const fenOrNull = () => s.orElse(v.nullable(s.fen()), null);

/** A role a member can have in a cooperation task. */
export const cooperationRoleSchema = v.object({ roleId: s.int(), roleName: s.text() });
export type CooperationRole = s.Output<typeof cooperationRoleSchema>;

export const cooperationRolesSchema = s.list(cooperationRoleSchema);

/** What a cooperation task is about. */
export const cooperationCategorySchema = v.object({ categoryId: s.int(), categoryName: s.text() });
export type CooperationCategory = s.Output<typeof cooperationCategorySchema>;

export const cooperationCategoriesSchema = s.list(cooperationCategorySchema);

/** What a task, submitted or a draft, is: its title, the member's role in it and its category. */
const subjectEntries = {
  title: s.text(),
  roleId: s.num(),
  roleName: s.text(),
  categoryId: s.num(),
  categoryName: s.text(),
};

const cooperationEntries = {
  cooperationId: s.int(),
  cooperationNo: s.text(),
  ...subjectEntries,
  quantity: s.num(),
  /** fen */
  budget: s.fen(),
  /** fen: the price of the latest matching; null until prices were matched. */
  matchedPrice: fenOrNull(),
  status: step(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** YYYY-MM-DD HH:mm:ss, the latest step. */
  updateTime: s.text(),
};

/** One cooperation task. */
export const cooperationSchema = v.object(cooperationEntries);
export type Cooperation = s.Output<typeof cooperationSchema>;

export const cooperationPageSchema = s.paged(cooperationSchema);

export const cooperationQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(COOPERATION_STEPS)),
  categoryId: v.optional(v.number()),
  roleId: v.optional(v.number()),
});
export type CooperationQuery = s.Input<typeof cooperationQuerySchema>;

/** One entry of a task's history: the step it reached, when and why. */
export const cooperationStepRecordSchema = v.object({
  status: step(),
  remark: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type CooperationStepRecord = s.Output<typeof cooperationStepRecordSchema>;

/** The task with its description and its history, oldest first. */
export const cooperationDetailSchema = v.object({
  ...cooperationEntries,
  description: s.text(),
  steps: s.list(cooperationStepRecordSchema),
});
export type CooperationDetail = s.Output<typeof cooperationDetailSchema>;

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
export type CooperationDraftInput = s.Input<typeof cooperationDraftBodySchema>;

/** A task not yet submitted. */
export const cooperationDraftSchema = v.object({
  draftId: s.int(),
  ...subjectEntries,
  description: s.text(),
  quantity: s.num(),
  /** fen */
  budget: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: s.text(),
});
export type CooperationDraft = s.Output<typeof cooperationDraftSchema>;

export const cooperationDraftsSchema = s.list(cooperationDraftSchema);

export const submitDraftBodySchema = v.object({ draftId: v.number() });

export const priceMatchingBodySchema = v.object({ cooperationId: v.number() });

/** A kind of price record. */
export const priceLogTypeSchema = v.object({ typeId: s.int(), typeName: s.text() });
export type PriceLogType = s.Output<typeof priceLogTypeSchema>;

export const priceLogTypesSchema = s.list(priceLogTypeSchema);

/** One supplier's offer considered by a price matching. */
export const priceQuoteSchema = v.object({
  supplierName: s.text(),
  /** fen */
  price: s.fen(),
});

/** One price record. */
export const priceLogSchema = v.object({
  priceLogId: s.int(),
  cooperationId: s.num(),
  cooperationTitle: s.text(),
  typeId: s.num(),
  typeName: s.text(),
  /** The supplier whose price was taken. */
  supplierName: s.text(),
  /** fen */
  price: s.fen(),
  quotes: s.list(priceQuoteSchema),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
});
export type PriceLog = s.Output<typeof priceLogSchema>;

export const priceLogPageSchema = s.paged(priceLogSchema);

export const priceLogQuerySchema = v.object({
  ...s.pageQuery,
  typeId: v.optional(v.number()),
});
export type PriceLogQuery = s.Input<typeof priceLogQuerySchema>;

/** The task one step on and the price log written. */
export const priceMatchingSchema = v.object({
  cooperation: cooperationSchema,
  priceLog: priceLogSchema,
});
export type PriceMatching = s.Output<typeof priceMatchingSchema>;

/** The record as a PDF, a .pdf opened in /pdfPreview. */
export const priceLogPdfSchema = v.object({
  pdfUrl: v.pipe(v.string(), v.minLength(1)),
});
export type PriceLogPdf = s.Output<typeof priceLogPdfSchema>;

export const priceLogPdfQuerySchema = v.object({ priceLogId: v.number() });
