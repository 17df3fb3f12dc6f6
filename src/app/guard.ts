import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loginHrefFor, RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { isLoggedIn } from '@/stores/session-store';

/**
 * Loader of every member route: runs before anything renders, so there is no flash. A visitor
 * who is not logged in goes to /login, which remembers the page to come back to.
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) throw redirect(loginHrefFor(new URL(request.url)));
  return null;
}

/** Loader of /login: a member who is already logged in goes to the remembered page, or home. */
export function redirectIfLoggedIn({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn()) return null;
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get(RETURN_TO_PARAM));
  throw redirect(returnTo ?? paths.home);
}
