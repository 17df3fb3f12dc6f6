import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { enquiryDetailSchema, enquiryPageSchema } from './enquiry-schemas';
import type { EnquiryBody, EnquiryFollowUp, EnquiryQuery } from './enquiry-types';

export const ENQUIRY_PATHS = {
  list: 'v1/front/feedback',
  detail: 'v1/front/feedback/:feedbackId',
  messages: 'v1/front/feedback/:feedbackId/message',
} as const;

/** The member's enquiries, the most recently active first. */
export const getEnquiries = (query: EnquiryQuery) =>
  apiClient.get(ENQUIRY_PATHS.list, enquiryPageSchema, { params: query });

export const getEnquiry = (feedbackId: number) =>
  apiClient.get(fillPath(ENQUIRY_PATHS.detail, { feedbackId }), enquiryDetailSchema);

/** A new enquiry; one idempotency key per 提交 intent, so a resent form is stored once. */
export const createEnquiry = (body: EnquiryBody, idempotencyKey: string) =>
  apiClient.post(ENQUIRY_PATHS.list, body, enquiryDetailSchema, { idempotencyKey });

/** A further message from the member; the enquiry waits for a reply again. */
export const addEnquiryMessage = ({ feedbackId, content }: EnquiryFollowUp) =>
  apiClient.post(
    fillPath(ENQUIRY_PATHS.messages, { feedbackId }),
    { content },
    enquiryDetailSchema,
  );
