import { flag, int, list, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquiryMessage,
  type EnquiryPage,
  type EnquirySummary,
} from './enquiry-types';

const summaryEntries = {
  feedbackId: int(),
  title: text(),
  category: oneOf(ENQUIRY_CATEGORIES, 'OTHER'),
  // a status the app does not know reads as waiting: the member is never told it was answered
  status: oneOf(ENQUIRY_STATUSES, 'WAIT'),
  createTime: text(),
  updateTime: text(),
};

export const enquirySummarySchema: Schema<EnquirySummary> = v.object(summaryEntries);

export const enquiryPageSchema: Schema<EnquiryPage> = paged(enquirySummarySchema);

export const enquiryMessageSchema: Schema<EnquiryMessage> = v.object({
  messageId: int(),
  fromPlatform: flag(),
  content: text(),
  createTime: text(),
});

export const enquiryDetailSchema: Schema<EnquiryDetail> = v.object({
  ...summaryEntries,
  messages: list(enquiryMessageSchema),
});
