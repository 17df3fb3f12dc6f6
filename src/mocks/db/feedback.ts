import type { EnquiryCategory } from '@/lib/enums/enquiry-category';
import type {
  EnquiryDetail,
  EnquiryMessage,
  EnquirySummary,
} from '@/features/enquiry/api/enquiry-schemas';
import type { EnquiryStatus } from '@/lib/enums/designed';
import { hasVisibleContent } from './field-rules';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import { withoutOwner } from './without-owner';
import type { Database, FeedbackRow } from './types';
import { enquiryError } from './errors/enquiry';

const TITLE_MAX = 50;

export interface EnquiryInput {
  title: string;
  category: EnquiryCategory;
  content: string;
}

/** The member's enquiries, the most recently active first; optionally of one status. */
export const listEnquiries = (db: Database, userId: number, status: EnquiryStatus | null) =>
  db.feedbacks
    .filter((row) => row.userId === userId && (status === null || row.status === status))
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.feedbackId - a.feedbackId)
    .map((row) => withoutOwner<EnquirySummary>(row));

function requireOwnEnquiry(db: Database, userId: number, feedbackId: number): FeedbackRow {
  const row = db.feedbacks.find((item) => item.feedbackId === feedbackId && item.userId === userId);
  if (!row) throw enquiryError('enquiryNotFound');
  return row;
}

export function enquiryDetail(db: Database, userId: number, feedbackId: number): EnquiryDetail {
  const summary = withoutOwner<EnquirySummary>(requireOwnEnquiry(db, userId, feedbackId));
  const messages = db.feedbackMessages
    .filter((message) => message.feedbackId === feedbackId)
    .sort((a, b) => a.messageId - b.messageId)
    .map((message): EnquiryMessage => ({
      messageId: message.messageId,
      fromPlatform: message.fromPlatform,
      content: message.content,
      createTime: message.createTime,
    }));
  return { ...summary, messages };
}

function requireContent(content: string): string {
  if (!hasVisibleContent(content)) throw enquiryError('enquiryContentEmpty');
  return content;
}

function addMessage(db: Database, row: FeedbackRow, content: string, now: Date): void {
  const createTime = formatTime(now);
  db.feedbackMessages.push({
    messageId: nextSequence(db, 'feedbackMessageId'),
    feedbackId: row.feedbackId,
    fromPlatform: 0,
    content,
    createTime,
  });
  row.updateTime = createTime;
  row.status = 'WAIT';
}

export function createEnquiry(
  db: Database,
  userId: number,
  input: EnquiryInput,
  now: Date,
): EnquiryDetail {
  const title = input.title.trim();
  if (!title) throw enquiryError('enquiryTitleMissing');
  if (title.length > TITLE_MAX) throw enquiryError('enquiryTitleTooLong');
  const content = requireContent(input.content);
  const row: FeedbackRow = {
    feedbackId: nextSequence(db, 'feedbackId'),
    userId,
    title,
    category: input.category,
    status: 'WAIT',
    createTime: formatTime(now),
    updateTime: formatTime(now),
  };
  db.feedbacks.push(row);
  addMessage(db, row, content, now);
  return enquiryDetail(db, userId, row.feedbackId);
}

/** 继续咨询: the enquiry waits for a reply again; a closed one takes no more messages. */
export function addEnquiryMessage(
  db: Database,
  userId: number,
  feedbackId: number,
  content: string,
  now: Date,
): EnquiryDetail {
  const row = requireOwnEnquiry(db, userId, feedbackId);
  if (row.status === 'CLOSED') throw enquiryError('enquiryClosed');
  addMessage(db, row, requireContent(content), now);
  return enquiryDetail(db, userId, feedbackId);
}
