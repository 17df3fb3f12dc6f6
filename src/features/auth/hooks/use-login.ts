import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { useSessionStore } from '@/stores/session-store';
import type { LoginResult } from '../api/auth-schemas';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useUrlParam } from '@/lib/use-url-param';

/**
 * Submits one of the login forms: on success the session starts and the member goes to the
 * page they had asked for (a guarded link opened logged out), or home; on failure nothing
 * changes, so the typed values stay in the form.
 */
export function useLogin<Body>(login: (body: Body) => Promise<LoginResult>) {
  const navigate = useNavigate();
  const returnTo = useUrlParam(RETURN_TO_PARAM);
  const startSession = useSessionStore((state) => state.startSession);

  return useSingleFlight(async (body: Body) => {
    try {
      const { accessToken, userInfo } = await login(body);
      startSession(accessToken, userInfo);
      // pushed, not replacing /login: back, which the app undoes, then has a page of the app to
      // step towards and stays in it
      navigate(safeReturnTo(returnTo) ?? paths.home);
    } catch (error) {
      reportUnshownError(error);
    }
  });
}
