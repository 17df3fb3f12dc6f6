import type { Database } from './types';
import { authError } from './errors/auth';

export function verifyStaff(db: Database, staffAccount: string, staffPassword: string): void {
  const ok = db.staff.some(
    (staff) => staff.staffAccount === staffAccount && staff.staffPassword === staffPassword,
  );
  if (!ok) throw authError('wrongStaffCredentials');
}
