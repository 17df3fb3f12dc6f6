import { paths } from '@/config/paths';
import { appPath } from './app-path';

/** The query parameter of /login that holds the page to return to after logging in. */
export const RETURN_TO_PARAM = 'redirect';

/** A path as the router reads it, or null when one of its escapes does not decode. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The page to return to, when it is a path of this app once parsed, normalised and decoded:
 * never another host (`//x`, `/\x`, `/.//x`, `/%2F%2Fx`), and never /login itself, however it
 * is spelt (`/LOGIN`, `/%6Cogin`, `/x/../login/`).
 */
export function safeReturnTo(raw: string | null): string | null {
  const path = raw ? appPath(raw) : null;
  if (!path) return null;
  const decoded = decodedPath(new URL(path, 'http://app.invalid').pathname);
  if (decoded === null || /^\/[\\/]/.test(decoded)) return null;
  if (decoded.replace(/\/+$/, '').toLowerCase() === paths.login) return null;
  return path;
}

/** /login, remembering the page the visitor asked for. */
export function loginHrefFor(target: URL): string {
  const returnTo = safeReturnTo(`${target.pathname}${target.search}`);
  return returnTo && returnTo !== paths.root
    ? `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`
    : paths.login;
}
