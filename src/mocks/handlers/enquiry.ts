import { enquiryEndpoints } from '@/features/enquiry/api/enquiry-endpoints';
import { addEnquiryMessage, createEnquiry, enquiryDetail, listEnquiries } from '../db/feedback';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

/** The editor's HTML as sent (not trimmed: it is markup). */
const html = (content: string | undefined) => content ?? '';

export const enquiryHandlers = [
  memberHandler(enquiryEndpoints.list, ({ db, user, query }) =>
    pageOf(listEnquiries(db, user.userId, query.status ?? null), pageQuery(query)),
  ),
  memberHandler(enquiryEndpoints.create, ({ db, user, body }) =>
    createEnquiry(
      db,
      user.userId,
      {
        title: text(body.title),
        category: body.category ?? 'OTHER',
        content: html(body.content),
      },
      new Date(),
    ),
  ),
  memberHandler(enquiryEndpoints.detail, ({ db, user, params }) =>
    enquiryDetail(db, user.userId, requireId(params.feedbackId)),
  ),
  memberHandler(enquiryEndpoints.addMessage, ({ db, user, params, body }) =>
    addEnquiryMessage(
      db,
      user.userId,
      requireId(params.feedbackId),
      html(body.content),
      new Date(),
    ),
  ),
];
