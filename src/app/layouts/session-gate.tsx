import { Outlet } from 'react-router-dom';
import { selectIsLoggedIn, useSessionStore } from '@/stores/session-store';

/**
 * The loaders keep logged-out visitors out; this hides member screens in the moment between a
 * session ending and the navigation to /login completing.
 */
export function SessionGate() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return loggedIn ? <Outlet /> : null;
}
