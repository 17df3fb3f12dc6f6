import { mockError } from './errors';
import type { Database } from './types';

/** The code every "SMS" carries in mock mode. */
const SENT_CODE = '123456';

export function sendCode(db: Database, phone: string): void {
  db.verificationCodes[phone] = SENT_CODE;
}

export function verifyCode(db: Database, phone: string, code: string): void {
  if (!code || db.verificationCodes[phone] !== code) throw mockError('wrongCode');
}
