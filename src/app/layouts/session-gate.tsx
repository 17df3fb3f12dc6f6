import { Outlet } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';
import { useBackStaysInApp } from './use-disable-back';

/**
 * The loaders keep logged-out visitors out; this hides member screens in the moment between a
 * session ending and the navigation to /login completing. While a member is logged in, browser
 * back stays in the app even on the first page of the tab.
 */
export function SessionGate() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return loggedIn ? <LoggedIn /> : null;
}

function LoggedIn() {
  useBackStaysInApp();
  return <Outlet />;
}
