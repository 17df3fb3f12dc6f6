import { invoiceCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** Whether an order asks for an invoice: 0 none, 1 an invoice. */
export const INVOICE_FLAGS = [0, 1] as const;
export type InvoiceFlag = (typeof INVOICE_FLAGS)[number];

export const invoiceFlag = defineEnumeration(
  INVOICE_FLAGS,
  invoiceCopy.isInvoiceOptions,
  neutralTones(INVOICE_FLAGS),
);

/** SPEC section 3, invoice type: 0 plain (paper), 1 electronic plain, 2 VAT special. */
export const INVOICE_TYPES = [0, 1, 2] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const invoiceType = defineEnumeration(
  INVOICE_TYPES,
  invoiceCopy.invoiceTypeOptions,
  neutralTones(INVOICE_TYPES),
);

/** SPEC section 3, invoice title type: 0 personal, 1 unit. */
export const INVOICE_USER_TYPES = [0, 1] as const;
export type InvoiceUserType = (typeof INVOICE_USER_TYPES)[number];

export const invoiceUserType = defineEnumeration(
  INVOICE_USER_TYPES,
  invoiceCopy.invoiceUserTypeOptions,
  neutralTones(INVOICE_USER_TYPES),
);

/** SPEC section 3, invoice content: 0 goods detail, 1 goods category. */
export const INVOICE_CONTENTS = [0, 1] as const;
export type InvoiceContent = (typeof INVOICE_CONTENTS)[number];

export const invoiceContent = defineEnumeration(
  INVOICE_CONTENTS,
  invoiceCopy.invoiceContentOptions,
  neutralTones(INVOICE_CONTENTS),
);
