import { useNavigate } from 'react-router-dom';
import { authCopy, commonCopy } from '@/copy';
import { paths } from '@/config/paths';
import { getFeedback } from '@/lib/feedback';
import { useSessionStore } from '@/stores/session-store';
import { logoutMember } from '../api/auth-api';

/** Returns a function that asks for confirmation, then logs out and goes to the login page. */
export function useLogout() {
  const navigate = useNavigate();
  const endSession = useSessionStore((state) => state.endSession);

  const logOut = async () => {
    // The session ends on this side whatever the server answers.
    await logoutMember().catch(() => undefined);
    endSession();
    navigate(paths.login, { replace: true });
  };

  return () => {
    getFeedback().confirm({
      title: commonCopy.tip,
      content: authCopy.logoutConfirm,
      okText: commonCopy.confirm,
      cancelText: commonCopy.cancel,
      onOk: logOut,
    });
  };
}
