import type { Database, FailureAnswer } from './types';

/** 'v1/front/new/3', '/v1/front/new/3?x=1' and 'v1/front/new/3/' all become 'v1/front/new/3'. */
export const normalizeFailurePath = (path: string): string =>
  path.split('?')[0].replace(/^\/+|\/+$/g, '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a failure path (concrete, or with `:name` segments) names the requested pathname. */
export function failurePathMatches(path: string, pathname: string): boolean {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`(?:^|/)${pattern}/?$`).test(pathname);
}

export interface FailureRequest {
  method: string;
  path: string;
  answer: FailureAnswer;
  times: number;
}

export function queueFailure(db: Database, { method, path, answer, times }: FailureRequest): void {
  if (!Number.isInteger(times) || times < 1) {
    throw new RangeError(`failNext: times must be a positive integer, got ${times}`);
  }
  db.failures.push({
    method: method.toUpperCase(),
    path: normalizeFailurePath(path),
    answer,
    remaining: times,
  });
}

/** Uses up one call of the first queued failure for this request, if there is one. */
export function takeFailure(db: Database, method: string, pathname: string): FailureAnswer | null {
  const index = db.failures.findIndex(
    (failure) =>
      failure.method === method.toUpperCase() && failurePathMatches(failure.path, pathname),
  );
  if (index < 0) return null;
  const failure = db.failures[index];
  failure.remaining -= 1;
  if (failure.remaining === 0) db.failures.splice(index, 1);
  return failure.answer;
}
