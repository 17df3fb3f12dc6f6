import { AUTH_PURPOSES, type AuthPurpose } from '@/lib/enums/auth-purpose';
import { enumKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';

const KEYS = { mode: enumKey(AUTH_PURPOSES, 'login') };

/** Which view the login page shows lives in ?mode=, so a reload keeps it. */
export function useAuthMode() {
  const { filters, update } = useUrlFilters(KEYS, { replace: true });
  const setMode = (mode: AuthPurpose) => update({ mode });
  return [filters.mode, setMode] as const;
}
