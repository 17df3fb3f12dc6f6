import { paths } from '@/config/paths';

/** The query parameter of /login that holds the page to return to after logging in. */
export const RETURN_TO_PARAM = 'redirect';

/**
 * The page to return to, when it is a path of this app: never another host ('//x', '/\x',
 * 'https://x'), and never /login itself.
 */
export function safeReturnTo(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const url = new URL(raw, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering the page the visitor asked for. */
export function loginHrefFor(target: URL): string {
  const returnTo = safeReturnTo(`${target.pathname}${target.search}`);
  return returnTo && returnTo !== paths.root
    ? `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`
    : paths.login;
}
