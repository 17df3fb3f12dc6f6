import { useNavigate } from 'react-router-dom';
import { authCopy } from '@/copy';
import { apiClient } from '@/lib/api-client';
import { confirmThen } from '@/lib/confirm-then';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { authEndpoints } from '../api/auth-endpoints';

/** Returns a function that asks for confirmation, then logs out and goes to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const endSession = useSessionStore((state) => state.endSession);

  const logOut = async () => {
    // The session ends on this side whatever the server answers.
    await apiClient.call(authEndpoints.logout).catch(() => undefined);
    endSession();
    navigate(paths.login, { replace: true });
  };

  return () => confirmThen(authCopy.logoutConfirm, logOut);
}
