import * as v from 'valibot';
import * as s from '@/lib/schema';
import { ENQUIRY_STATUSES } from '@/lib/enums/designed';
import { ENQUIRY_CATEGORIES } from '@/lib/enums/enquiry-category';

const summaryEntries = {
  feedbackId: s.int(),
  title: s.text(),
  category: s.oneOf(ENQUIRY_CATEGORIES, 'OTHER'),
  // a status the app does not know reads as waiting: the member is never told it was answered
  status: s.oneOf(ENQUIRY_STATUSES, 'WAIT'),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: s.text(),
  /** YYYY-MM-DD HH:mm:ss of the newest message. */
  updateTime: s.text(),
};

/** One row of the member's enquiries. */
export const enquirySummarySchema = v.object(summaryEntries);
export type EnquirySummary = s.Output<typeof enquirySummarySchema>;

export const enquiryPageSchema = s.paged(enquirySummarySchema);

/** One message of an enquiry's conversation; content is HTML from the editor. */
export const enquiryMessageSchema = v.object({
  messageId: s.int(),
  /** 1: the platform's reply; 0: the member's message. */
  fromPlatform: s.flag(),
  content: s.text(),
  createTime: s.text(),
});
export type EnquiryMessage = s.Output<typeof enquiryMessageSchema>;

/** The enquiry and its conversation, oldest first. */
export const enquiryDetailSchema = v.object({
  ...summaryEntries,
  messages: s.list(enquiryMessageSchema),
});
export type EnquiryDetail = s.Output<typeof enquiryDetailSchema>;

export const enquiryQuerySchema = v.object({
  ...s.pageQuery,
  status: v.optional(v.picklist(ENQUIRY_STATUSES)),
});
export type EnquiryQuery = s.Input<typeof enquiryQuerySchema>;

export const enquiryBodySchema = v.object({
  title: v.string(),
  category: v.picklist(ENQUIRY_CATEGORIES),
  /** HTML from the editor. */
  content: v.string(),
});
export type EnquiryBody = s.Input<typeof enquiryBodySchema>;

export const enquiryMessageBodySchema = v.object({
  /** HTML from the editor. */
  content: v.string(),
});

/** A further message to an enquiry. */
export type EnquiryFollowUp = s.Input<typeof enquiryMessageBodySchema> & { feedbackId: number };
