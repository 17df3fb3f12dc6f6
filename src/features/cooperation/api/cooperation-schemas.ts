import { fen, int, list, num, oneOf, orElse, paged, text, v, type Schema } from '@/lib/schema';
import {
  COOPERATION_STEPS,
  UNPROCESSED_STEP,
  type Cooperation,
  type CooperationCategory,
  type CooperationDetail,
  type CooperationDraft,
  type CooperationPage,
  type CooperationRole,
  type CooperationStepRecord,
  type PriceLog,
  type PriceLogPage,
  type PriceLogPdf,
  type PriceLogType,
  type PriceMatching,
  type PriceQuote,
} from './cooperation-types';

// a step the app does not know reads as 未处理: the server decides what may be done with it
const step = () => oneOf(COOPERATION_STEPS, UNPROCESSED_STEP);
/** An optional price: missing or not whole fen is shown as not yet matched, never as 0. */
const fenOrNull = () => orElse<number | null>(fen(), null);

export const cooperationRolesSchema: Schema<CooperationRole[]> = list(
  v.object({ roleId: int(), roleName: text() }),
);

export const cooperationCategoriesSchema: Schema<CooperationCategory[]> = list(
  v.object({ categoryId: int(), categoryName: text() }),
);

const cooperationEntries = {
  cooperationId: int(),
  cooperationNo: text(),
  title: text(),
  roleId: num(),
  roleName: text(),
  categoryId: num(),
  categoryName: text(),
  quantity: num(),
  budget: fen(),
  matchedPrice: fenOrNull(),
  status: step(),
  createTime: text(),
  updateTime: text(),
};

export const cooperationSchema: Schema<Cooperation> = v.object(cooperationEntries);

export const cooperationPageSchema: Schema<CooperationPage> = paged(cooperationSchema);

const stepRecordSchema: Schema<CooperationStepRecord> = v.object({
  status: step(),
  remark: text(),
  createTime: text(),
});

export const cooperationDetailSchema: Schema<CooperationDetail> = v.object({
  ...cooperationEntries,
  description: text(),
  steps: list(stepRecordSchema),
});

export const cooperationDraftSchema: Schema<CooperationDraft> = v.object({
  draftId: int(),
  title: text(),
  roleId: num(),
  roleName: text(),
  categoryId: num(),
  categoryName: text(),
  description: text(),
  quantity: num(),
  budget: fen(),
  updateTime: text(),
});

export const cooperationDraftsSchema: Schema<CooperationDraft[]> = list(cooperationDraftSchema);

export const priceLogTypesSchema: Schema<PriceLogType[]> = list(
  v.object({ typeId: int(), typeName: text() }),
);

const quoteSchema: Schema<PriceQuote> = v.object({ supplierName: text(), price: fen() });

export const priceLogSchema: Schema<PriceLog> = v.object({
  priceLogId: int(),
  cooperationId: num(),
  cooperationTitle: text(),
  typeId: num(),
  typeName: text(),
  supplierName: text(),
  price: fen(),
  quotes: list(quoteSchema),
  createTime: text(),
});

export const priceLogPageSchema: Schema<PriceLogPage> = paged(priceLogSchema);

export const priceMatchingSchema: Schema<PriceMatching> = v.object({
  cooperation: cooperationSchema,
  priceLog: priceLogSchema,
});

export const priceLogPdfSchema: Schema<PriceLogPdf> = v.object({
  pdfUrl: v.pipe(v.string(), v.minLength(1)),
});
