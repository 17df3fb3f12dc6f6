import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  enquiryBodySchema,
  enquiryDetailSchema,
  enquiryMessageBodySchema,
  enquiryPageSchema,
  enquiryQuerySchema,
} from './enquiry-schemas';

export const enquiryEndpoints = endpointGroup('enquiry', {
  /** The member's enquiries, the most recently active first. */
  list: endpoint({
    method: 'GET',
    path: 'v1/front/feedback',
    query: enquiryQuerySchema,
    answer: enquiryPageSchema,
    from: SPEC_PATH,
  }),
  /** A new enquiry with its first message. */
  create: endpoint({
    method: 'POST',
    path: 'v1/front/feedback',
    body: enquiryBodySchema,
    answer: enquiryDetailSchema,
    idempotent: true,
    errors: ['22102', '22103', '22104'],
    from: SPEC_PATH,
  }),
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/feedback/:feedbackId',
    answer: enquiryDetailSchema,
    errors: ['22101'],
    from: SPEC_PATH,
  }),
  /** A further message from the member; the enquiry waits for a reply again. */
  addMessage: endpoint({
    method: 'POST',
    path: 'v1/front/feedback/:feedbackId/message',
    body: enquiryMessageBodySchema,
    answer: enquiryDetailSchema,
    errors: ['22101', '22104', '22105'],
    from: DESIGNED,
  }),
});
