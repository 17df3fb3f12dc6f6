/**
 * Root-relative folders of the files the mock's data points at: the media of public/ (the
 * MOCK_MEDIA_DIRS a real-API build leaves out, see vite.config.ts) and the uploads the mock
 * keeps (handlers/common.ts).
 */
const MEDIA_FOLDERS = ['goods', 'portal', 'division', 'docs', 'avatars', 'uploads'];

const folders = MEDIA_FOLDERS.join('|');
/**
 * A media file's path at the start of a text or after a quote, bracket, space or '=' (an
 * attribute in HTML, url() in CSS, a query parameter): `/goods/x-1.svg`, `src="/portal/a.svg"`.
 * A file name needs an extension, so app routes such as /division are left alone.
 */
const MEDIA_PATH = new RegExp(`(^|["'(\\s=])(/(?:${folders})/[^\\s"'<>()?#]*\\.[A-Za-z0-9]+)`, 'g');
/** The same path URL-encoded as a query value: `/pdfPreview?url=%2Fdocs%2Fhandbook.pdf`. */
const ENCODED_MEDIA_PATH = new RegExp(`=(%2F(?:${folders})%2F[^\\s"'<>&#]*)`, 'gi');

function absolutizeText(text: string, origin: string): string {
  return text
    .replace(MEDIA_PATH, (_match, before: string, path: string) => `${before}${origin}${path}`)
    .replace(ENCODED_MEDIA_PATH, (_match, path: string) => `=${encodeURIComponent(origin)}${path}`);
}

/**
 * A copy of a JSON value whose root-relative media URLs, anywhere in its strings (HTML
 * included), are absolute URLs on `origin`: the app that reads it lives on another origin.
 */
export function absolutizeMediaUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return absolutizeText(value, origin);
  if (Array.isArray(value)) return value.map((item) => absolutizeMediaUrls(item, origin));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absolutizeMediaUrls(item, origin)]),
    );
  }
  return value;
}

/** The response, with absolute media URLs when it is JSON. */
export async function withAbsoluteMediaUrls(response: Response, origin: string): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('json')) return response;
  const text = await response.text();
  const body = text ? JSON.stringify(absolutizeMediaUrls(JSON.parse(text), origin)) : null;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
