import { invoiceEndpoints } from '@/features/invoice/api/invoice-endpoints';
import { mapInvoiceFields, type InvoiceProfileInput } from '@/features/invoice/api/invoice-schemas';
import {
  createInvoice,
  deleteInvoice,
  listInvoices,
  setDefaultInvoice,
  updateInvoice,
} from '../db/invoices';
import { memberHandler, type SentBody } from './envelope';
import { requireId, text } from './request-fields';

/** The body of POST/PUT user/invoice: an unknown type reads as plain paper, a flag as 0. */
const readInvoiceInput = (body: SentBody<typeof invoiceEndpoints.create>): InvoiceProfileInput => ({
  invoiceType: body.invoiceType ?? 0,
  invoiceUserType: body.invoiceUserType ?? 0,
  invoiceContent: body.invoiceContent ?? 0,
  ...mapInvoiceFields((name) => text(body[name])),
});

export const invoiceHandlers = [
  memberHandler(invoiceEndpoints.savedInvoices, ({ db, user }) => listInvoices(db, user.userId)),
  memberHandler(invoiceEndpoints.create, ({ db, user, body }) =>
    createInvoice(db, user.userId, readInvoiceInput(body)),
  ),
  memberHandler(invoiceEndpoints.update, ({ db, user, params, body }) =>
    updateInvoice(db, user.userId, requireId(params.userInvoiceId), readInvoiceInput(body)),
  ),
  memberHandler(invoiceEndpoints.remove, ({ db, user, params }) => {
    deleteInvoice(db, user.userId, requireId(params.userInvoiceId));
    return null;
  }),
  memberHandler(invoiceEndpoints.setDefault, ({ db, user, params }) => {
    setDefaultInvoice(db, user.userId, requireId(params.userInvoiceId));
    return null;
  }),
];
