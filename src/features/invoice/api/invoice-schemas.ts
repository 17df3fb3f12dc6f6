import { flag, int, list, oneOf, text, v } from '@/lib/schema';

/** The text fields of an invoice: cleared together when the type or title type changes. */
export const invoiceFieldEntries = {
  userName: text(),
  unitName: text(),
  taxpayerNumber: text(),
  registerLocation: text(),
  unitPhone: text(),
  openingBank: text(),
  bankCardNumbers: text(),
  phone: text(),
  email: text(),
};

/** SPEC section 3, invoice information. */
export const invoiceInformationEntries = {
  isInvoice: flag(),
  /** 0 plain (paper), 1 electronic plain, 2 VAT special. */
  invoiceType: oneOf([0, 1, 2], 0),
  /** 0 personal, 1 unit. */
  invoiceUserType: oneOf([0, 1], 0),
  /** 0 goods detail, 1 goods category. */
  invoiceContent: oneOf([0, 1], 0),
  ...invoiceFieldEntries,
};

export const invoiceFieldsSchema = v.object(invoiceFieldEntries);

export const invoiceInformationSchema = v.object(invoiceInformationEntries);

/** A saved invoice profile. */
export const savedInvoiceSchema = v.object({
  ...invoiceInformationEntries,
  userInvoiceId: int(),
  isDefault: flag(),
});

export const savedInvoicesSchema = list(savedInvoiceSchema);

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
  /** 0 plain (paper), 1 electronic plain, 2 VAT special. */
  invoiceType: v.picklist([0, 1, 2]),
  /** 0 personal, 1 unit. */
  invoiceUserType: v.picklist([0, 1]),
  /** 0 goods detail, 1 goods category. */
  invoiceContent: v.picklist([0, 1]),
};

/** The invoice information an order or an invoice request sends. */
export const invoiceInformationBodySchema = v.object({
  isInvoice: v.picklist([0, 1]),
  ...invoiceChoiceBodyEntries,
  ...invoiceFieldBodyEntries,
});

/** A saved profile as created or changed: a profile is always for an invoice. */
export const invoiceProfileBodySchema = v.object({
  ...invoiceChoiceBodyEntries,
  ...invoiceFieldBodyEntries,
});
