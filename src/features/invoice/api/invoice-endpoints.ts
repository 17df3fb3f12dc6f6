import { DESIGNED, endpoint, SPEC } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  invoiceProfileBodySchema,
  savedInvoiceSchema,
  savedInvoicesSchema,
} from './invoice-schemas';

export const invoiceEndpoints = endpointGroup('invoice', {
  /** The member's saved invoice profiles, the default first. */
  savedInvoices: endpoint({
    method: 'GET',
    path: 'v1/front/user/invoice',
    answer: savedInvoicesSchema,
    from: SPEC,
  }),
  /** A new profile; the member's first one is the default. */
  create: endpoint({
    method: 'POST',
    path: 'v1/front/user/invoice',
    body: invoiceProfileBodySchema,
    answer: savedInvoiceSchema,
    errors: ['22401'],
    from: DESIGNED,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'v1/front/user/invoice/:userInvoiceId',
    body: invoiceProfileBodySchema,
    answer: savedInvoiceSchema,
    errors: ['22401', '22402'],
    from: DESIGNED,
  }),
  /** When it was the default, the oldest remaining profile becomes it. */
  remove: endpoint({
    method: 'DELETE',
    path: 'v1/front/user/invoice/:userInvoiceId',
    answer: noAnswer,
    errors: ['22402'],
    from: DESIGNED,
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: 'v1/front/user/invoice/:userInvoiceId/default',
    answer: noAnswer,
    errors: ['22402'],
    from: DESIGNED,
  }),
});
