import type { Input, Output } from '@/lib/schema';
import type {
  ENQUIRY_CATEGORIES,
  enquiryBodySchema,
  enquiryDetailSchema,
  enquiryMessageBodySchema,
  enquiryMessageSchema,
  enquiryPageSchema,
  enquiryQuerySchema,
  enquirySummarySchema,
} from './enquiry-schemas';

export { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/enums/designed';
export { ENQUIRY_CATEGORIES } from './enquiry-schemas';

export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];
export type EnquirySummary = Output<typeof enquirySummarySchema>;
export type EnquiryPage = Output<typeof enquiryPageSchema>;
export type EnquiryMessage = Output<typeof enquiryMessageSchema>;
export type EnquiryDetail = Output<typeof enquiryDetailSchema>;
export type EnquiryQuery = Input<typeof enquiryQuerySchema>;
export type EnquiryBody = Input<typeof enquiryBodySchema>;

/** A further message to an enquiry. */
export type EnquiryFollowUp = Input<typeof enquiryMessageBodySchema> & { feedbackId: number };
