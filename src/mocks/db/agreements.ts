import type { Agreement } from '@/features/auth/api/auth-schemas';
import type { Database } from './types';
import { authError } from './errors/auth';

export function findAgreement(db: Database, name: string): Agreement {
  const agreement = db.agreements.find((item) => item.name === name);
  if (!agreement) throw authError('agreementNotFound');
  return agreement;
}
