import type { Input, Output } from '@/lib/schema';
import type {
  cooperationCategorySchema,
  cooperationDetailSchema,
  cooperationDraftBodySchema,
  cooperationDraftSchema,
  cooperationPageSchema,
  cooperationQuerySchema,
  cooperationRoleSchema,
  cooperationSchema,
  cooperationStepRecordSchema,
  priceLogPageSchema,
  priceLogPdfSchema,
  priceLogQuerySchema,
  priceLogSchema,
  priceLogTypeSchema,
  priceMatchingSchema,
  priceQuoteSchema,
} from './cooperation-schemas';

export {
  COOPERATION_STEPS,
  INTERRUPTED_STEP,
  LAST_STEP,
  UNPROCESSED_STEP,
  type CooperationStep,
} from '@/lib/enums/cooperation-step';

export type CooperationRole = Output<typeof cooperationRoleSchema>;
export type CooperationCategory = Output<typeof cooperationCategorySchema>;
export type Cooperation = Output<typeof cooperationSchema>;
export type CooperationStepRecord = Output<typeof cooperationStepRecordSchema>;
export type CooperationDetail = Output<typeof cooperationDetailSchema>;
export type CooperationPage = Output<typeof cooperationPageSchema>;
export type CooperationQuery = Input<typeof cooperationQuerySchema>;
export type CooperationDraftInput = Input<typeof cooperationDraftBodySchema>;
export type CooperationDraft = Output<typeof cooperationDraftSchema>;
export type PriceMatching = Output<typeof priceMatchingSchema>;
export type PriceLogType = Output<typeof priceLogTypeSchema>;
export type PriceQuote = Output<typeof priceQuoteSchema>;
export type PriceLog = Output<typeof priceLogSchema>;
export type PriceLogPage = Output<typeof priceLogPageSchema>;
export type PriceLogQuery = Input<typeof priceLogQuerySchema>;
export type PriceLogPdf = Output<typeof priceLogPdfSchema>;
