import { enquiryEndpoints } from '@/features/enquiry/api/enquiry-endpoints';
import { ENQUIRY_CATEGORIES } from '@/lib/enums/enquiry-category';
import { ENQUIRY_STATUSES } from '@/lib/enums/designed';
import { addEnquiryMessage, createEnquiry, enquiryDetail, listEnquiries } from '../db/feedback';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { oneOf, pageQuery, requireId, text } from './request-fields';

/** The editor's HTML as sent (not trimmed: it is markup). */
const html = (body: Record<string, unknown>) =>
  typeof body.content === 'string' ? body.content : '';

export const enquiryHandlers = [
  memberHandler(enquiryEndpoints.list, ({ db, user, query }) =>
    pageOf(
      listEnquiries(db, user.userId, oneOf(ENQUIRY_STATUSES, query.get('status'))),
      pageQuery(query),
    ),
  ),
  memberHandler(enquiryEndpoints.create, ({ db, user, body }) =>
    createEnquiry(
      db,
      user.userId,
      {
        title: text(body, 'title'),
        category: oneOf(ENQUIRY_CATEGORIES, text(body, 'category')) ?? 'OTHER',
        content: html(body),
      },
      new Date(),
    ),
  ),
  memberHandler(enquiryEndpoints.detail, ({ db, user, params }) =>
    enquiryDetail(db, user.userId, requireId(params.feedbackId)),
  ),
  memberHandler(enquiryEndpoints.addMessage, ({ db, user, params, body }) =>
    addEnquiryMessage(db, user.userId, requireId(params.feedbackId), html(body), new Date()),
  ),
];
