import type { Database } from './types';
import { authError } from './errors/auth';

/** The code every "SMS" carries in mock mode. */
const SENT_CODE = '123456';

export function sendCode(db: Database, phone: string): void {
  db.verificationCodes[phone] = SENT_CODE;
}

export function verifyCode(db: Database, phone: string, code: string): void {
  if (!code || db.verificationCodes[phone] !== code) throw authError('wrongCode');
}
