import type { InvoiceProfileInput, SavedInvoice } from '@/features/invoice/api/invoice-schemas';
import { checkInvoiceProfile, toInvoiceInformation } from './invoice-rules';
import { nextSequence } from './sequences';
import type { Database, InvoiceRow } from './types';
import { makeOnlyDefault, passDefaultOn } from './default-flag';
import { invoiceError } from './errors/invoice';

const toSavedInvoice = (row: InvoiceRow): SavedInvoice => ({
  userInvoiceId: row.userInvoiceId,
  isDefault: row.isDefault,
  ...toInvoiceInformation(row),
});

const invoicesOf = (db: Database, userId: number) =>
  db.invoices.filter((row) => row.userId === userId);

/** The member's saved invoice profiles, the default first. */
export const listInvoices = (db: Database, userId: number): SavedInvoice[] =>
  invoicesOf(db, userId)
    .sort((a, b) => b.isDefault - a.isDefault || a.userInvoiceId - b.userInvoiceId)
    .map(toSavedInvoice);

/** The member's own profile, or 22402. */
function findInvoice(db: Database, userId: number, userInvoiceId: number): InvoiceRow {
  const row = db.invoices.find(
    (item) => item.userInvoiceId === userInvoiceId && item.userId === userId,
  );
  if (!row) throw invoiceError('invoiceNotFound');
  return row;
}

/** A new profile, kept under the server's rules; the member's first one is the default. */
export function createInvoice(
  db: Database,
  userId: number,
  input: InvoiceProfileInput,
): SavedInvoice {
  const profile = checkInvoiceProfile(input);
  const row: InvoiceRow = {
    userInvoiceId: nextSequence(db, 'invoiceId'),
    userId,
    isDefault: invoicesOf(db, userId).length === 0 ? 1 : 0,
    isInvoice: 1,
    ...profile,
  };
  db.invoices.push(row);
  return toSavedInvoice(row);
}

export function updateInvoice(
  db: Database,
  userId: number,
  userInvoiceId: number,
  input: InvoiceProfileInput,
): SavedInvoice {
  const row = findInvoice(db, userId, userInvoiceId);
  Object.assign(row, checkInvoiceProfile(input));
  return toSavedInvoice(row);
}

/** Makes the profile the default and clears the old default. */
export function setDefaultInvoice(db: Database, userId: number, userInvoiceId: number): void {
  makeOnlyDefault(invoicesOf(db, userId), findInvoice(db, userId, userInvoiceId));
}

/** Deletes the profile; when it was the default, the oldest remaining one becomes it. */
export function deleteInvoice(db: Database, userId: number, userInvoiceId: number): void {
  const row = findInvoice(db, userId, userInvoiceId);
  db.invoices = db.invoices.filter((item) => item !== row);
  passDefaultOn(row, invoicesOf(db, userId).sort((a, b) => a.userInvoiceId - b.userInvoiceId)[0]);
}
