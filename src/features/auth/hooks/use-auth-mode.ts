import { useSearchParams } from 'react-router-dom';

export type AuthMode = 'login' | 'register' | 'password';

const MODE_PARAM = 'mode';

const isAuthMode = (value: string | null): value is AuthMode =>
  value === 'login' || value === 'register' || value === 'password';

/** Which view the login page shows lives in ?mode=, so a reload keeps it. */
export function useAuthMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(MODE_PARAM);
  const mode: AuthMode = isAuthMode(raw) ? raw : 'login';

  const setMode = (next: AuthMode) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'login') params.delete(MODE_PARAM);
        else params.set(MODE_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return [mode, setMode] as const;
}
