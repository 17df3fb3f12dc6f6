import type { Agreement } from '@/features/auth/api/auth-types';
import { mockError } from './errors';
import type { Database } from './types';

export function findAgreement(db: Database, name: string): Agreement {
  const agreement = db.agreements.find((item) => item.name === name);
  if (!agreement) throw mockError('agreementNotFound');
  return agreement;
}
