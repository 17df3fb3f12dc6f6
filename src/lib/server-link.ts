import { appPath } from './app-path';

/** Where a link the server sent may lead. */
export type ServerLink =
  { kind: 'app'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const NO_LINK: ServerLink = { kind: 'none' };

/**
 * A path of this app (also when written as a URL of the app's own origin), an http(s) page of
 * another site, or no link at all: `javascript:`, `data:`, a host in disguise (`//x`, `/\x`,
 * `/.//x`) and anything else the browser would not read as one of those two.
 */
export function readServerLink(raw: string, ownOrigin = window.location.origin): ServerLink {
  const given = raw.trim();
  const path = appPath(given);
  if (path) return { kind: 'app', to: path };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return NO_LINK;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return NO_LINK;
  if (url.origin !== ownOrigin) return { kind: 'external', href: url.href };
  const ownPath = appPath(`${url.pathname}${url.search}${url.hash}`);
  return ownPath ? { kind: 'app', to: ownPath } : NO_LINK;
}
