import { INVOICE_PATHS } from '@/features/invoice/api/invoice-api';
import {
  createInvoice,
  deleteInvoice,
  listInvoices,
  readInvoiceInput,
  setDefaultInvoice,
  updateInvoice,
} from '../db/invoices';
import { memberHandler } from './envelope';
import { requireId } from './request-fields';

export const invoiceHandlers = [
  memberHandler('get', INVOICE_PATHS.savedInvoices, ({ db, user }) =>
    listInvoices(db, user.userId),
  ),
  memberHandler('post', INVOICE_PATHS.savedInvoices, ({ db, user, body }) =>
    createInvoice(db, user.userId, readInvoiceInput(body)),
  ),
  memberHandler('put', INVOICE_PATHS.savedInvoice, ({ db, user, params, body }) =>
    updateInvoice(db, user.userId, requireId(params.userInvoiceId), readInvoiceInput(body)),
  ),
  memberHandler('delete', INVOICE_PATHS.savedInvoice, ({ db, user, params }) => {
    deleteInvoice(db, user.userId, requireId(params.userInvoiceId));
    return null;
  }),
  memberHandler('put', INVOICE_PATHS.defaultInvoice, ({ db, user, params }) => {
    setDefaultInvoice(db, user.userId, requireId(params.userInvoiceId));
    return null;
  }),
];
