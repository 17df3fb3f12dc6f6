import { act, render } from '@testing-library/react';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { loginWithPassword } from '@/features/auth/api/login-calls';
import { setNavigator } from '@/lib/navigation';
import { useSessionStore } from '@/stores/session-store';
import { DetachedStyles } from './detached-styles';

export const SEEDED_PASSWORD = '123456';
export const SEEDED_MEMBER = '13800000001';
export const SEEDED_ZERO_BALANCE_MEMBER = '13800000002';

/** Logs in against the mock backend, as the login page would. */
export async function logInAs(phone: string): Promise<void> {
  const { accessToken, userInfo } = await loginWithPassword({ phone, password: SEEDED_PASSWORD });
  useSessionStore.getState().startSession(accessToken, userInfo);
}

/** The real route tree at `url`, logged in as `phone` when given. */
export async function renderApp(url: string, { loggedInAs }: { loggedInAs?: string } = {}) {
  if (loggedInAs) await logInAs(loggedInAs);
  const router = createTestRouter(url);
  setNavigator((to, options) => void router.navigate(to, options));
  return {
    router,
    ...render(
      <DetachedStyles>
        <App router={router} />
      </DetachedStyles>,
    ),
  };
}

/** The logged-in member keeps the session but loses every permission code, as after a change of role. */
export function dropPermissionCodes(): void {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('not logged in');
  act(() => useSessionStore.setState({ user: { ...user, centreJurisdiction: '' } }));
}
