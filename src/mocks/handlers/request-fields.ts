import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import type { PageQuery } from '@/lib/api-types';
import type { DayRange } from '../db/day-range';
import { commonError } from '../db/errors/common';

/** Handler paths are relative to the API base; some PATHS start with '/'. */
export const relativePath = (path: string): string => path.replace(/^\/+/, '');

/** A JSON object (a body, or an object inside one). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** An id from a body field, query parameter or path segment, or null when absent or malformed. */
export function optionalId(raw: unknown): number | null {
  const value =
    (typeof raw === 'string' && raw.trim() !== '') || typeof raw === 'number' ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** An id from a body field, query parameter or path segment; anything else is a malformed request. */
export function requireId(raw: unknown): number {
  const value = optionalId(raw);
  if (value === null) throw commonError('missingParameter');
  return value;
}

/** A query parameter as a positive integer, or the fallback when absent or malformed. */
export const positiveInt = (raw: string | null, fallback: number): number =>
  optionalId(raw) ?? fallback;

/** 'id;id;id' -> ids; anything that is not a positive integer is a malformed request. */
export function readIds(raw: string): number[] {
  const ids = raw.split(';').filter(Boolean).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw commonError('missingParameter');
  }
  return ids;
}

/**
 * One value of an enumeration, matched by its text (so that '2' from a query reads as 2), or
 * null when absent or not one of them: a filter that is not set.
 */
export function oneOf<T extends string | number>(values: readonly T[], raw: unknown): T | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  return values.find((value) => String(value) === String(raw)) ?? null;
}

/** One value of an enumeration; anything else is a malformed request. */
export function requireOneOf<T extends string | number>(values: readonly T[], raw: unknown): T {
  const value = oneOf(values, raw);
  if (value === null) throw commonError('missingParameter');
  return value;
}

export const FLAGS = [0, 1] as const;

/** A 0/1 flag; anything but 1 reads as 0. */
export const flag = (raw: unknown): 0 | 1 => oneOf(FLAGS, raw) ?? 0;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null) => (raw !== null && DAY.test(raw) ? raw : null);

/** startTime and endTime as days (YYYY-MM-DD); a missing or malformed one leaves its end open. */
export const dayRange = (query: URLSearchParams): DayRange => ({
  startTime: dayOf(query.get('startTime')),
  endTime: dayOf(query.get('endTime')),
});

/** pageNo and pageSize from the query, defaulting to the first page of the default size. */
export const pageQuery = (query: URLSearchParams): PageQuery => ({
  pageNo: positiveInt(query.get('pageNo'), 1),
  pageSize: positiveInt(query.get('pageSize'), DEFAULT_PAGE_SIZE),
});

/** startMonth and endMonth (YYYY-MM, checked by the figures themselves); both are required. */
export function monthRange(query: URLSearchParams): { startMonth: string; endMonth: string } {
  const startMonth = query.get('startMonth');
  const endMonth = query.get('endMonth');
  if (startMonth === null || endMonth === null) throw commonError('missingParameter');
  return { startMonth, endMonth };
}
