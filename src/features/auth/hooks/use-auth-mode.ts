import { enumKey } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';

const AUTH_MODES = ['login', 'register', 'password'] as const;

export type AuthMode = (typeof AUTH_MODES)[number];

const KEYS = { mode: enumKey(AUTH_MODES, 'login') };

/** Which view the login page shows lives in ?mode=, so a reload keeps it. */
export function useAuthMode() {
  const { filters, update } = useUrlFilters(KEYS, { replace: true });
  const setMode = (mode: AuthMode) => update({ mode });
  return [filters.mode, setMode] as const;
}
