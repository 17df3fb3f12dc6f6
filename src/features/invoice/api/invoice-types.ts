/** 0 plain (paper), 1 electronic plain, 2 VAT special. */
export type InvoiceType = 0 | 1 | 2;
/** 0 personal, 1 unit. */
export type InvoiceUserType = 0 | 1;
export type InvoiceFlag = 0 | 1;

/** The text fields of an invoice: cleared together when the type or title type changes. */
export interface InvoiceFields {
  userName: string;
  unitName: string;
  taxpayerNumber: string;
  registerLocation: string;
  unitPhone: string;
  openingBank: string;
  bankCardNumbers: string;
  phone: string;
  email: string;
}

export type InvoiceFieldName = keyof InvoiceFields;

/** SPEC section 3, invoice information. */
export interface InvoiceInformation extends InvoiceFields {
  isInvoice: InvoiceFlag;
  invoiceType: InvoiceType;
  invoiceUserType: InvoiceUserType;
  /** 0 goods detail, 1 goods category. */
  invoiceContent: InvoiceFlag;
}

/** A saved invoice profile (GET v1/front/user/invoice). */
export interface SavedInvoice extends InvoiceInformation {
  userInvoiceId: number;
  isDefault: InvoiceFlag;
}

/** The body of POST and PUT v1/front/user/invoice: a profile is always for an invoice. */
export type InvoiceProfileInput = Omit<InvoiceInformation, 'isInvoice'>;
