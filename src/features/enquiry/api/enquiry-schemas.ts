import { ENQUIRY_STATUSES } from '@/lib/enums/designed';
import { ENQUIRY_CATEGORIES } from '@/lib/enums/enquiry-category';
import {
  flag,
  int,
  list,
  oneOf,
  optional,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

const summaryEntries = {
  feedbackId: int(),
  title: text(),
  category: oneOf(ENQUIRY_CATEGORIES, 'OTHER'),
  // a status the app does not know reads as waiting: the member is never told it was answered
  status: oneOf(ENQUIRY_STATUSES, 'WAIT'),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
  /** YYYY-MM-DD HH:mm:ss of the newest message. */
  updateTime: text(),
};

/** One row of the member's enquiries. */
export const enquirySummarySchema = v.object(summaryEntries);
export type EnquirySummary = Output<typeof enquirySummarySchema>;

export const enquiryPageSchema = paged(enquirySummarySchema);
export type EnquiryPage = Output<typeof enquiryPageSchema>;

/** One message of an enquiry's conversation; content is HTML from the editor. */
export const enquiryMessageSchema = v.object({
  messageId: int(),
  /** 1: the platform's reply; 0: the member's message. */
  fromPlatform: flag(),
  content: text(),
  createTime: text(),
});
export type EnquiryMessage = Output<typeof enquiryMessageSchema>;

/** The enquiry and its conversation, oldest first. */
export const enquiryDetailSchema = v.object({
  ...summaryEntries,
  messages: list(enquiryMessageSchema),
});
export type EnquiryDetail = Output<typeof enquiryDetailSchema>;

export const enquiryQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(ENQUIRY_STATUSES)),
});
export type EnquiryQuery = Input<typeof enquiryQuerySchema>;

export const enquiryBodySchema = v.object({
  title: v.string(),
  category: v.picklist(ENQUIRY_CATEGORIES),
  /** HTML from the editor. */
  content: v.string(),
});
export type EnquiryBody = Input<typeof enquiryBodySchema>;

export const enquiryMessageBodySchema = v.object({
  /** HTML from the editor. */
  content: v.string(),
});

/** A further message to an enquiry. */
export type EnquiryFollowUp = Input<typeof enquiryMessageBodySchema> & { feedbackId: number };
