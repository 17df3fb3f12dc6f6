import type { PageQuery } from '@/lib/api-types';
import type { EnquiryStatus } from '@/lib/enums/designed';

export { ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/enums/designed';

/** What an enquiry is about (designed). */
export const ENQUIRY_CATEGORIES = ['GOODS', 'ORDER', 'ACCOUNT', 'MEDICAL', 'OTHER'] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

/** One row of GET feedback. */
export interface EnquirySummary {
  feedbackId: number;
  title: string;
  category: EnquiryCategory;
  status: EnquiryStatus;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** YYYY-MM-DD HH:mm:ss of the newest message. */
  updateTime: string;
}

export interface EnquiryPage {
  list: EnquirySummary[];
  total: number;
}

/** One message of an enquiry's conversation; content is HTML from the editor. */
export interface EnquiryMessage {
  messageId: number;
  /** 1: the platform's reply; 0: the member's message. */
  fromPlatform: 0 | 1;
  content: string;
  createTime: string;
}

/** GET feedback/{id}: the enquiry and its conversation, oldest first. */
export interface EnquiryDetail extends EnquirySummary {
  messages: EnquiryMessage[];
}

export interface EnquiryQuery extends PageQuery {
  status?: EnquiryStatus;
}

/** POST feedback. */
export interface EnquiryBody {
  title: string;
  category: EnquiryCategory;
  content: string;
}

/** POST feedback/{id}/message. */
export interface EnquiryFollowUp {
  feedbackId: number;
  content: string;
}
