import { apiClient } from '@/lib/api-client';
import { enquiryEndpoints } from './enquiry-endpoints';
import type { EnquiryBody, EnquiryFollowUp, EnquiryQuery } from './enquiry-schemas';

export const getEnquiries = (query: EnquiryQuery) =>
  apiClient.call(enquiryEndpoints.list, { query });

export const getEnquiry = (feedbackId: number) =>
  apiClient.call(enquiryEndpoints.detail, { path: { feedbackId } });

/** One idempotency key per 提交 intent, so a resent form is stored once. */
export const createEnquiry = (body: EnquiryBody, idempotencyKey: string) =>
  apiClient.call(enquiryEndpoints.create, { body, idempotencyKey });

export const addEnquiryMessage = ({ feedbackId, content }: EnquiryFollowUp) =>
  apiClient.call(enquiryEndpoints.addMessage, { path: { feedbackId }, body: { content } });
