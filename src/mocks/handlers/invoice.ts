import { INVOICE_PATHS } from '@/features/invoice/api/invoice-api';
import { listInvoices } from '../db/invoices';
import { memberHandler } from './envelope';

export const invoiceHandlers = [
  memberHandler('get', INVOICE_PATHS.savedInvoices, ({ db, user }) =>
    listInvoices(db, user.userId),
  ),
];
