/**
 * What an error report may carry: no query strings (they hold phone numbers and search words),
 * no long digit runs (phone, bank card and ID numbers), no token-like strings, no ids in paths.
 */

const MESSAGE_MAX = 500;
const STACK_LINES = 8;
const STACK_MAX = 2000;

/** A URL's (or path's) query string and fragment, up to a stack frame's `:line:column`. */
const URL_TAIL =
  /((?:https?:\/\/|\/)[^\s?#'"()]*)[?#][^\s'"()]*?(?=(?::\d+){1,2}(?:[\s'"()]|$)|[\s'"()]|$)/g;
/** Phone, bank card and ID numbers; a stack's line and column numbers are never this long. */
const LONG_NUMBER = /\d{11,}/g;
/** Tokens, signatures and other secrets: long runs without a separator, and JWTs. */
const TOKEN = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9_-]{32,}\b/g;

export function scrubText(text: string): string {
  return text.replace(URL_TAIL, '$1').replace(TOKEN, '[secret]').replace(LONG_NUMBER, '[number]');
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
