import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import type { PageQuery } from '@/lib/api-types';
import { commonError } from '../db/errors/common';

/** Handler paths are relative to the API base; some PATHS start with '/'. */
export const relativePath = (path: string): string => path.replace(/^\/+/, '');

/** A body field as trimmed text; numbers are accepted, anything else reads as ''. */
export function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}

export function requireText(body: Record<string, unknown>, name: string): string {
  const value = text(body, name);
  if (!value) throw commonError('missingParameter');
  return value;
}

/** A query parameter as a positive integer, or the fallback when absent or malformed. */
export function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** An id from a body field, query parameter or path segment; anything else is a malformed request. */
export function requireId(raw: unknown): number {
  const value = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0) throw commonError('missingParameter');
  return value;
}

/** 'id;id;id' -> ids; anything that is not a positive integer is a malformed request. */
export function readIds(raw: string): number[] {
  const ids = raw.split(';').filter(Boolean).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw commonError('missingParameter');
  }
  return ids;
}

/** pageNo and pageSize from the query, defaulting to the first page of the default size. */
export const pageQuery = (query: URLSearchParams): PageQuery => ({
  pageNo: positiveInt(query.get('pageNo'), 1),
  pageSize: positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE),
});
