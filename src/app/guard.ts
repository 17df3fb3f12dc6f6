import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isLoggedIn } from '@/stores/session-store';

/** Loader of every member route: runs before anything renders, so there is no flash. */
export function requireSession() {
  if (!isLoggedIn()) throw redirect(paths.login);
  return null;
}

/** Loader of /login: a member who is already logged in goes home. */
export function redirectIfLoggedIn() {
  if (isLoggedIn()) throw redirect(paths.home);
  return null;
}
