import { ENQUIRY_STATUSES } from '@/lib/enums/designed';
import { flag, int, list, oneOf, optional, paged, pageQuery, text, v } from '@/lib/schema';

/** What an enquiry is about (designed). */
export const ENQUIRY_CATEGORIES = ['GOODS', 'ORDER', 'ACCOUNT', 'MEDICAL', 'OTHER'] as const;

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

export const enquiryPageSchema = paged(enquirySummarySchema);

/** One message of an enquiry's conversation; content is HTML from the editor. */
export const enquiryMessageSchema = v.object({
  messageId: int(),
  /** 1: the platform's reply; 0: the member's message. */
  fromPlatform: flag(),
  content: text(),
  createTime: text(),
});

/** The enquiry and its conversation, oldest first. */
export const enquiryDetailSchema = v.object({
  ...summaryEntries,
  messages: list(enquiryMessageSchema),
});

export const enquiryQuerySchema = v.object({
  ...pageQuery,
  status: optional(v.picklist(ENQUIRY_STATUSES)),
});

export const enquiryBodySchema = v.object({
  title: v.string(),
  category: v.picklist(ENQUIRY_CATEGORIES),
  /** HTML from the editor. */
  content: v.string(),
});

export const enquiryMessageBodySchema = v.object({
  /** HTML from the editor. */
  content: v.string(),
});
