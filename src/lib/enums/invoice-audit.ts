import { invoiceAuditCopy } from '@/copy';
import { defineEnumeration } from './define-enumeration';

/** SPEC section 3, invoice audit: 0 reviewing, 1 passed, 2 refused. */
export const INVOICE_AUDITS = [0, 1, 2] as const;
export type InvoiceAudit = (typeof INVOICE_AUDITS)[number];

export const invoiceAudit = defineEnumeration(INVOICE_AUDITS, invoiceAuditCopy, {
  0: 'progress',
  1: 'success',
  2: 'error',
});
