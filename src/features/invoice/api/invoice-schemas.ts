import * as v from 'valibot';
import * as s from '@/lib/schema';
import {
  INVOICE_CONTENTS,
  INVOICE_FLAGS,
  INVOICE_TYPES,
  INVOICE_USER_TYPES,
} from '@/lib/enums/invoice';

/** The text fields of an invoice: cleared together when the type or title type changes. */
export const invoiceFieldEntries = {
  userName: s.text(),
  unitName: s.text(),
  taxpayerNumber: s.text(),
  registerLocation: s.text(),
  unitPhone: s.text(),
  openingBank: s.text(),
  bankCardNumbers: s.text(),
  phone: s.text(),
  email: s.text(),
};

/** SPEC section 3, invoice information. */
export const invoiceInformationEntries = {
  isInvoice: s.flag(),
  invoiceType: s.oneOf(INVOICE_TYPES, 0),
  invoiceUserType: s.oneOf(INVOICE_USER_TYPES, 0),
  invoiceContent: s.oneOf(INVOICE_CONTENTS, 0),
  ...invoiceFieldEntries,
};

export const invoiceFieldsSchema = v.object(invoiceFieldEntries);
export type InvoiceFields = s.Output<typeof invoiceFieldsSchema>;
export type InvoiceFieldName = keyof InvoiceFields;

/** The fields that describe a unit, filled when the invoice is made out to one. */
export const UNIT_INVOICE_FIELDS: readonly InvoiceFieldName[] = [
  'unitName',
  'taxpayerNumber',
  'registerLocation',
  'unitPhone',
  'openingBank',
  'bankCardNumbers',
];

/** Every text field of an invoice from one reader, so that no field is forgotten. */
export const mapInvoiceFields = (read: (name: InvoiceFieldName) => string): InvoiceFields => ({
  userName: read('userName'),
  unitName: read('unitName'),
  taxpayerNumber: read('taxpayerNumber'),
  registerLocation: read('registerLocation'),
  unitPhone: read('unitPhone'),
  openingBank: read('openingBank'),
  bankCardNumbers: read('bankCardNumbers'),
  phone: read('phone'),
  email: read('email'),
});

export const invoiceInformationSchema = v.object(invoiceInformationEntries);
export type InvoiceInformation = s.Output<typeof invoiceInformationSchema>;

/** A saved invoice profile. */
export const savedInvoiceSchema = v.object({
  ...invoiceInformationEntries,
  userInvoiceId: s.int(),
  isDefault: s.flag(),
});
export type SavedInvoice = s.Output<typeof savedInvoiceSchema>;

export const savedInvoicesSchema = s.list(savedInvoiceSchema);

const invoiceFieldBodyEntries = {
  userName: v.string(),
  unitName: v.string(),
  taxpayerNumber: v.string(),
  registerLocation: v.string(),
  unitPhone: v.string(),
  openingBank: v.string(),
  bankCardNumbers: v.string(),
  phone: v.string(),
  email: v.string(),
};

const invoiceChoiceBodyEntries = {
  invoiceType: v.picklist(INVOICE_TYPES),
  invoiceUserType: v.picklist(INVOICE_USER_TYPES),
  invoiceContent: v.picklist(INVOICE_CONTENTS),
};

/** The invoice information an order or an invoice request sends. */
export const invoiceInformationBodySchema = v.object({
  isInvoice: v.picklist(INVOICE_FLAGS),
  ...invoiceChoiceBodyEntries,
  ...invoiceFieldBodyEntries,
});

/** A saved profile as created or changed: a profile is always for an invoice. */
export const invoiceProfileBodySchema = v.object({
  ...invoiceChoiceBodyEntries,
  ...invoiceFieldBodyEntries,
});

/** The body of POST and PUT v1/front/user/invoice: a profile is always for an invoice. */
export type InvoiceProfileInput = s.Input<typeof invoiceProfileBodySchema>;
