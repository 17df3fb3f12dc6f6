import { hasPermission } from '@/lib/permissions';
import { commonError } from './errors/common';
import type { UserRow } from './types';

/** Refuses a guarded call from a member without the code, as the app hides it from them. */
export function requirePermission(user: UserRow, code: string): void {
  if (!hasPermission(user.centreJurisdiction, code)) throw commonError('actionNotPermitted');
}
