import { ENQUIRY_PATHS } from '@/features/enquiry/api/enquiry-api';
import {
  ENQUIRY_CATEGORIES,
  ENQUIRY_STATUSES,
  type EnquiryCategory,
} from '@/features/enquiry/api/enquiry-types';
import { addEnquiryMessage, createEnquiry, enquiryDetail, listEnquiries } from '../db/feedback';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

const categoryOf = (raw: string): EnquiryCategory =>
  ENQUIRY_CATEGORIES.find((category) => category === raw) ?? 'OTHER';

/** The editor's HTML as sent (not trimmed: it is markup). */
const html = (body: Record<string, unknown>) =>
  typeof body.content === 'string' ? body.content : '';

export const enquiryHandlers = [
  memberHandler('get', ENQUIRY_PATHS.list, ({ db, user, query }) =>
    pageOf(
      listEnquiries(
        db,
        user.userId,
        ENQUIRY_STATUSES.find((status) => status === query.get('status')) ?? null,
      ),
      pageQuery(query),
    ),
  ),
  memberHandler('post', ENQUIRY_PATHS.list, ({ db, user, body }) =>
    createEnquiry(
      db,
      user.userId,
      {
        title: text(body, 'title'),
        category: categoryOf(text(body, 'category')),
        content: html(body),
      },
      new Date(),
    ),
  ),
  memberHandler('get', ENQUIRY_PATHS.detail, ({ db, user, params }) =>
    enquiryDetail(db, user.userId, requireId(params.feedbackId)),
  ),
  memberHandler('post', ENQUIRY_PATHS.messages, ({ db, user, params, body }) =>
    addEnquiryMessage(db, user.userId, requireId(params.feedbackId), html(body), new Date()),
  ),
];
