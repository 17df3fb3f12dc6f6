/** A member's own record that may be their default (an address, a bank account, an invoice profile). */
interface Flagged {
  isDefault: number;
}

/** Makes `chosen` the only default among one member's rows. */
export function makeOnlyDefault<T extends Flagged>(rows: readonly T[], chosen: T): void {
  for (const row of rows) row.isDefault = row === chosen ? 1 : 0;
}

/** When the removed row was the default, `heir` (when there is one) becomes it. */
export function passDefaultOn<T extends Flagged>(removed: T, heir: T | undefined): void {
  if (removed.isDefault === 1 && heir) heir.isDefault = 1;
}
