import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import type { PageQuery } from '@/lib/api-types';
import type { DayRange } from '../db/day-range';
import { commonError } from '../db/errors/common';

/** Handler paths are relative to the API base; some PATHS start with '/'. */
export const relativePath = (path: string): string => path.replace(/^\/+/, '');

/** A JSON object (a body, or an object inside one). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field trimmed; one that was not sent reads as ''. */
export const text = (value: string | undefined): string => value?.trim() ?? '';

/** A text field trimmed; one that was not sent, or blank, is a malformed request. */
export function requireText(value: string | undefined): string {
  const trimmed = text(value);
  if (!trimmed) throw commonError('missingParameter');
  return trimmed;
}

/** A field that must be sent (and read); one that was not is a malformed request. */
export function required<T>(value: T | undefined): T {
  if (value === undefined) throw commonError('missingParameter');
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

/** 'id;id;id' -> ids; anything that is not a positive integer is a malformed request. */
export function readIds(raw: string): number[] {
  const ids = raw.split(';').filter(Boolean).map(Number);
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw commonError('missingParameter');
  }
  return ids;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | undefined) => (raw !== undefined && DAY.test(raw) ? raw : null);

/** startTime and endTime as days (YYYY-MM-DD); a missing or malformed one leaves its end open. */
export const dayRange = (query: { startTime?: string; endTime?: string }): DayRange => ({
  startTime: dayOf(query.startTime),
  endTime: dayOf(query.endTime),
});

/** pageNo and pageSize, defaulting to the first page of the default size. */
export const pageQuery = (query: { pageNo?: number; pageSize?: number }): PageQuery => ({
  pageNo: optionalId(query.pageNo) ?? 1,
  pageSize: optionalId(query.pageSize) ?? DEFAULT_PAGE_SIZE,
});

/** startMonth and endMonth (YYYY-MM, checked by the figures themselves); both are required. */
export const monthRange = (query: {
  startMonth?: string;
  endMonth?: string;
}): { startMonth: string; endMonth: string } => ({
  startMonth: required(query.startMonth),
  endMonth: required(query.endMonth),
});
