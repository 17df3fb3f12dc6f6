import type { InvoiceType, InvoiceUserType } from '@/lib/enums/invoice';
import {
  mapInvoiceFields,
  UNIT_INVOICE_FIELDS,
  type InvoiceFieldName,
  type InvoiceFields,
  type InvoiceInformation,
  type InvoiceProfileInput,
  type SavedInvoice,
} from '../api/invoice-schemas';

/** In display order: the personal name, the unit's fields, the mobile, the e-mail. */
export const INVOICE_FIELD_NAMES: readonly InvoiceFieldName[] = [
  'userName',
  ...UNIT_INVOICE_FIELDS,
  'phone',
  'email',
];

const PLAIN: InvoiceType = 0;
const VAT_SPECIAL: InvoiceType = 2;
const UNIT: InvoiceUserType = 1;

const emptyFields = (email: string): InvoiceFields =>
  mapInvoiceFields((name) => (name === 'email' ? email : ''));

/** The fields shown for an invoice type and title type (SPEC section 5), in display order. */
export function visibleInvoiceFields(
  invoiceType: InvoiceType,
  invoiceUserType: InvoiceUserType,
): InvoiceFieldName[] {
  return INVOICE_FIELD_NAMES.filter((name) => {
    if (name === 'userName') return invoiceUserType !== UNIT;
    if (UNIT_INVOICE_FIELDS.includes(name)) return invoiceUserType === UNIT;
    if (name === 'phone') return !(invoiceUserType === UNIT && invoiceType === PLAIN);
    return invoiceType !== PLAIN;
  });
}

/** A VAT special invoice can only be made out to a unit. */
export const isUserTypeLocked = (invoiceType: InvoiceType): boolean => invoiceType === VAT_SPECIAL;

/** A new form: no invoice, plain paper, personal, goods detail, the member's e-mail. */
export const createInvoiceInformation = (defaultEmail: string): InvoiceInformation => ({
  isInvoice: 0,
  invoiceType: PLAIN,
  invoiceUserType: 0,
  invoiceContent: 0,
  ...emptyFields(defaultEmail),
});

const keptEmail = (value: InvoiceInformation, defaultEmail: string) => value.email || defaultEmail;

/** Changing the type clears the fields but keeps the e-mail; type 2 forces the unit title. */
export function changeInvoiceType(
  value: InvoiceInformation,
  invoiceType: InvoiceType,
  defaultEmail: string,
): InvoiceInformation {
  if (invoiceType === value.invoiceType) return value;
  return {
    ...value,
    invoiceType,
    invoiceUserType: isUserTypeLocked(invoiceType) ? UNIT : value.invoiceUserType,
    ...emptyFields(keptEmail(value, defaultEmail)),
  };
}

/** Changing the title type clears the fields but keeps the e-mail; refused while locked. */
export function changeInvoiceUserType(
  value: InvoiceInformation,
  invoiceUserType: InvoiceUserType,
  defaultEmail: string,
): InvoiceInformation {
  if (invoiceUserType === value.invoiceUserType || isUserTypeLocked(value.invoiceType)) {
    return value;
  }
  return { ...value, invoiceUserType, ...emptyFields(keptEmail(value, defaultEmail)) };
}

/** Fills the form from a saved profile; an invalid VAT-special-personal pair becomes unit. */
export function fromSavedInvoice(saved: SavedInvoice, defaultEmail: string): InvoiceInformation {
  const invoiceUserType = isUserTypeLocked(saved.invoiceType) ? UNIT : saved.invoiceUserType;
  return {
    isInvoice: 1,
    invoiceType: saved.invoiceType,
    invoiceUserType,
    invoiceContent: saved.invoiceContent,
    ...mapInvoiceFields((name) => saved[name].trim()),
    email: saved.email.trim() || defaultEmail,
  };
}

/**
 * What is sent with an order: the text fields trimmed, and the hidden ones emptied so that
 * nothing typed under another type or title slips through.
 */
export function toSubmittedInvoice(value: InvoiceInformation): InvoiceInformation {
  if (value.isInvoice === 0) return { ...value, ...emptyFields('') };
  const visible = visibleInvoiceFields(value.invoiceType, value.invoiceUserType);
  return {
    ...value,
    ...mapInvoiceFields((name) => (visible.includes(name) ? value[name].trim() : '')),
  };
}

/** The field that names whom the invoice is made out to: the person or the unit. */
export const invoiceTitleField = (invoiceUserType: InvoiceUserType): InvoiceFieldName =>
  invoiceUserType === UNIT ? 'unitName' : 'userName';

/** Whom a saved profile is made out to: its personal name or unit name. */
export const invoiceTitle = (saved: InvoiceInformation): string =>
  saved[invoiceTitleField(saved.invoiceUserType)];

/**
 * What a saved profile is sent as: the same trimming and hiding as an order's invoice. A
 * profile is worth keeping only with its title, so the title field is returned when empty.
 */
export function toInvoiceProfile(
  value: InvoiceInformation,
): { ok: true; body: InvoiceProfileInput } | { ok: false; missing: InvoiceFieldName } {
  const submitted = toSubmittedInvoice({ ...value, isInvoice: 1 });
  const body: InvoiceProfileInput = {
    invoiceType: submitted.invoiceType,
    invoiceUserType: submitted.invoiceUserType,
    invoiceContent: submitted.invoiceContent,
    ...mapInvoiceFields((name) => submitted[name]),
  };
  const title = invoiceTitleField(body.invoiceUserType);
  return body[title] === '' ? { ok: false, missing: title } : { ok: true, body };
}
