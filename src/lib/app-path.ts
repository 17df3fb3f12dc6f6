const BASE = 'http://app.invalid';

/**
 * `raw` as a path of this app (path, query and fragment, normalised), or null when it is not
 * one or a browser could read it as another host: `//x`, `/\x`, `/.//x` (`//x` once its dot
 * is resolved), or tabs and line breaks that the URL parser drops (`/\t/x`).
 */
export function appPath(raw: string): string | null {
  if (!raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
