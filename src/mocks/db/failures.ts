import { fillPath } from '@/lib/api-types';
import type { Endpoint } from '@/lib/endpoint';
import type { Database, FailureAnswer } from './types';

/**
 * The calls of one endpoint a failure is queued for: all of them, or with `params` (a value for
 * every `:name` of its path) only those of that one path.
 */
export type FailureTarget =
  Endpoint | { endpoint: Endpoint; params: Record<string, string | number> };

/** The method and path (a pattern, or a concrete one) a failure queued for `target` matches. */
export const failureRoute = (target: FailureTarget): { method: string; path: string } =>
  'endpoint' in target
    ? { method: target.endpoint.method, path: fillPath(target.endpoint.path, target.params) }
    : { method: target.method, path: target.path };

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
