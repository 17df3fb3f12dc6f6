import { mockError } from './errors';
import type { Database } from './types';

export function verifyStaff(db: Database, staffAccount: string, staffPassword: string): void {
  const ok = db.staff.some(
    (staff) => staff.staffAccount === staffAccount && staff.staffPassword === staffPassword,
  );
  if (!ok) throw mockError('wrongStaffCredentials');
}
