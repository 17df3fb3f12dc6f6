/** Kept apart from the HTTP client, so that code which only inspects failures does not load it. */

/**
 * business: the server answered resultStatus false (already shown unless taken over);
 * http: a non-200 status; network: no answer at all (never shown);
 * session-ended: the session ended while the call was in flight, so its answer is dropped;
 * parse: a successful answer whose data the app cannot use (never shown by the client).
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'session-ended' | 'parse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | null;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, code: string | null = null, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

/** The server answered, and said no (e.g. "does not exist"): retrying will not change that. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'business';
