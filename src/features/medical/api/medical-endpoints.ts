import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  bookingBodySchema,
  consultationPageSchema,
  consultationQuerySchema,
  consultationSchema,
  medicalItemPageSchema,
  medicalItemQuerySchema,
  payOneBodySchema,
} from './medical-schemas';

export const medicalEndpoints = endpointGroup('medical', {
  /** A category's goods and consultation services, services first. */
  items: endpoint({
    method: 'GET',
    path: 'v1/front/medical/item',
    query: medicalItemQuerySchema,
    answer: medicalItemPageSchema,
    errors: ['24701'],
    from: DESIGNED,
  }),
  /** The member's consultations, the latest booked first. */
  consultations: endpoint({
    method: 'GET',
    path: 'v1/front/medical/consultation',
    query: consultationQuerySchema,
    answer: consultationPageSchema,
    from: DESIGNED,
  }),
  /** Books a service: the consultation comes back waiting for its fee. */
  book: endpoint({
    method: 'POST',
    path: 'v1/front/medical/consultation',
    body: bookingBodySchema,
    answer: consultationSchema,
    idempotent: true,
    errors: ['24702', '24704', '24705', '24706', '24707', '24708', '24709'],
    from: DESIGNED,
  }),
  consultation: endpoint({
    method: 'GET',
    path: 'v1/front/medical/consultation/:consultationId',
    answer: consultationSchema,
    errors: ['24703'],
    from: DESIGNED,
  }),
  /** Pays a consultation's fee from the balance. */
  payOne: endpoint({
    method: 'POST',
    path: '/common/payOne',
    body: payOneBodySchema,
    answer: noAnswer,
    idempotent: true,
    errors: ['24703', '24710', '30232'],
    from: SPEC_PATH,
  }),
});
