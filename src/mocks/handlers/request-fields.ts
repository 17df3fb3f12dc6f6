import { mockError } from '../db/errors';

/** A body field as trimmed text; numbers are accepted, anything else reads as ''. */
export function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}

export function requireText(body: Record<string, unknown>, name: string): string {
  const value = text(body, name);
  if (!value) throw mockError('missingParameter');
  return value;
}

/** A query parameter as a positive integer, or the fallback when absent or malformed. */
export function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : fallback;
}
