import {
  mapInvoiceFields,
  UNIT_INVOICE_FIELDS,
  type InvoiceFieldName,
  type InvoiceInformation,
  type InvoiceProfileInput,
} from '@/features/invoice/api/invoice-schemas';
import { invoiceError } from './errors/invoice';

/** The server's own invoice rules (SPEC section 5, docs/api.md), whatever the form does. */

const PLAIN_PAPER = 0;
const VAT_SPECIAL = 2;
const UNIT = 1;

/** Just the invoice part of a saved profile or a request, without ids or owner. */
export const toInvoiceInformation = (source: InvoiceInformation): InvoiceInformation => ({
  isInvoice: source.isInvoice,
  invoiceType: source.invoiceType,
  invoiceUserType: source.invoiceUserType,
  invoiceContent: source.invoiceContent,
  ...mapInvoiceFields((name) => source[name]),
});

/**
 * Whether an invoice of this type and title type carries the field: the personal name for a
 * personal title, the unit's details for a unit; the mobile except on a unit's plain paper
 * invoice; the e-mail except on plain paper.
 */
function carries({ invoiceType, invoiceUserType }: InvoiceProfileInput, name: InvoiceFieldName) {
  if (name === 'userName') return invoiceUserType !== UNIT;
  if (UNIT_INVOICE_FIELDS.includes(name)) return invoiceUserType === UNIT;
  if (name === 'phone') return !(invoiceUserType === UNIT && invoiceType === PLAIN_PAPER);
  return invoiceType !== PLAIN_PAPER;
}

/**
 * A saved profile as the server keeps it: VAT special is made out to a unit, the fields its
 * type and title do not carry are emptied, and without its title (the personal name or the
 * unit name) it is refused with 22401.
 */
export function checkInvoiceProfile(input: InvoiceProfileInput): InvoiceProfileInput {
  const invoiceUserType = input.invoiceType === VAT_SPECIAL ? UNIT : input.invoiceUserType;
  const titled = { ...input, invoiceUserType };
  const profile: InvoiceProfileInput = {
    ...titled,
    ...mapInvoiceFields((name) => (carries(titled, name) ? input[name].trim() : '')),
  };
  const title = invoiceUserType === UNIT ? profile.unitName : profile.userName;
  if (!title) throw invoiceError('invoiceTitleMissing');
  return profile;
}
