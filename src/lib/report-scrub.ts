/**
 * What an error report may carry: no query strings (they hold phone numbers and search words),
 * no phone, bank card or ID numbers (written whole or in groups), no e-mail addresses, no
 * token-like strings, no ids in paths.
 */

const MESSAGE_MAX = 500;
const STACK_LINES = 8;
const STACK_MAX = 2000;

/** A URL's (or path's) query string and fragment, up to a stack frame's `:line:column`. */
const URL_TAIL =
  /((?:https?:\/\/|\/)[^\s?#'"()]*)[?#][^\s'"()]*?(?=(?::\d+){1,2}(?:[\s'"()]|$)|[\s'"()]|$)/g;
/** The name of a secret in `name=value`, `name: value` or JSON's `"name":"value"`. */
const SECRET_NAME =
  /[A-Za-z_-]*(?:token|secret|passw(?:or)?d|pwd|signature|session[-_]?id|api[-_]?key|ticket)|sign|sig|auth(?:orization)?|sid/
    .source;
/** A secret's value after its name (with the `Bearer ` of an Authorization header). */
const NAMED_SECRET = new RegExp(
  String.raw`\b(${SECRET_NAME})(["']?\s*[:=]\s*["']?)(?:Bearer\s+)?[^\s"'&,;)}\]]+`,
  'gi',
);
const BEARER_TOKEN = /\bBearer\s+[\w.~+/-]+=*/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/**
 * Long runs without a separator, and shorter ones (16 or more) that mix letters and digits as
 * hex and base64url secrets do; a bundle's file name (`page-DvB3k_1a.js`) is kept. The run's
 * start is matched as a character before it (`$1`): Safari 14 has no lookbehind.
 */
const SECRET_RUN =
  /(^|[^\w-])(?:[\w-]{32,}|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{16,31})(?![\w-]|\.(?:[cm]?[jt]sx?|css|map)\b)/g;
/**
 * Phone, bank card and ID numbers: 11 digits or more, whole or grouped by single spaces or
 * hyphens (`+86 138-0013-8000`, `6222 0212 3456 7890 123`, `110101 19900307 123X`). Line
 * and column numbers (`:12:34`), amounts and dates are shorter or otherwise separated.
 */
const LONG_NUMBER = /\+?\d(?:[ -]?\d){10,}(?:[Xx](?!\w))?/g;

export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, '$1')
    .replace(NAMED_SECRET, '$1$2[secret]')
    .replace(BEARER_TOKEN, 'Bearer [secret]')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[secret]')
    .replace(SECRET_RUN, '$1[secret]')
    .replace(LONG_NUMBER, '[number]');
}

export const scrubMessage = (message: string): string => scrubText(message).slice(0, MESSAGE_MAX);

/** The first frames of a stack, cleaned like a message. */
export function scrubStack(stack: string): string {
  const frames = stack.split('\n').slice(0, STACK_LINES).join('\n');
  return scrubText(frames).slice(0, STACK_MAX);
}

/** A path segment that names a record (an id, a number, a code) rather than a resource. */
const isIdSegment = (segment: string): boolean =>
  /^\d+$/.test(segment) || (/\d/.test(segment) && segment.length >= 8) || segment.length >= 32;

/**
 * `GET v1/front/medical/consultation/:id` from the method and the called URL: no origin, no
 * query, and every segment that names a record replaced by `:id`.
 */
export function endpointPattern(method: string | undefined, url: string | undefined): string {
  const path = (url ?? '').replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (isIdSegment(segment) ? ':id' : segment))
    .join('/');
  return `${(method ?? 'get').toUpperCase()} ${pattern}`;
}

/** A schema issue's path (`list.3.price`), with any key that is not a plain name replaced. */
export const scrubIssuePath = (path: string): string =>
  path
    .split('.')
    .map((key) => (/^(\d{1,6}|[A-Za-z_$][\w$-]{0,40})$/.test(key) ? key : '*'))
    .join('.');
