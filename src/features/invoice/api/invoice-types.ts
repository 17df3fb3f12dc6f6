import type { Input, Output } from '@/lib/schema';
import type {
  invoiceFieldsSchema,
  invoiceInformationSchema,
  invoiceProfileBodySchema,
  savedInvoiceSchema,
} from './invoice-schemas';

/** 0 plain (paper), 1 electronic plain, 2 VAT special. */
export type InvoiceType = InvoiceInformation['invoiceType'];
/** 0 personal, 1 unit. */
export type InvoiceUserType = InvoiceInformation['invoiceUserType'];
export type InvoiceFlag = 0 | 1;

/** The text fields of an invoice: cleared together when the type or title type changes. */
export type InvoiceFields = Output<typeof invoiceFieldsSchema>;

export type InvoiceFieldName = keyof InvoiceFields;

/** SPEC section 3, invoice information. */
export type InvoiceInformation = Output<typeof invoiceInformationSchema>;

/** A saved invoice profile. */
export type SavedInvoice = Output<typeof savedInvoiceSchema>;

/** The body of POST and PUT v1/front/user/invoice: a profile is always for an invoice. */
export type InvoiceProfileInput = Input<typeof invoiceProfileBodySchema>;
