import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { readDayRange } from '@/lib/day-range';
import { BILL_TYPES, type BillQuery, type BillType } from '../api/finance-types';

/** The statement's filters as they live in the URL: ?type=&start=&end=&page=. */
export interface BillFilters {
  page: number;
  type: BillType | null;
  /** YYYY-MM-DD */
  start: string | null;
  /** YYYY-MM-DD */
  end: string | null;
}

const isBillType = (value: string | null): value is BillType =>
  (BILL_TYPES as readonly (string | null)[]).includes(value);

/** ?start=&end= as two days, or none when malformed, half given or reversed. */
export function readStartEnd(searchParams: URLSearchParams): Pick<BillFilters, 'start' | 'end'> {
  const range = readDayRange(searchParams);
  return { start: range?.[0] ?? null, end: range?.[1] ?? null };
}

/** Reads the filters; an unknown type or a malformed or reversed range is no filter. */
export function readBillFilters(searchParams: URLSearchParams, page: number): BillFilters {
  const type = searchParams.get('type');
  return { page, type: isBillType(type) ? type : null, ...readStartEnd(searchParams) };
}

/** The GET withdraw/deposit query for the filters: only what is set is sent. */
export function toBillQuery(filters: BillFilters, pageSize = DEFAULT_PAGE_SIZE): BillQuery {
  return {
    pageNo: filters.page,
    pageSize,
    ...(filters.type && { type: filters.type }),
    ...(filters.start && filters.end && { startTime: filters.start, endTime: filters.end }),
  };
}

/** The URL changes for new filters: the pager goes back to the first page. */
export function billFilterChanges(
  type: BillType | null,
  range: readonly [string, string] | null,
): Record<string, string | number> {
  return { type: type ?? '', start: range?.[0] ?? '', end: range?.[1] ?? '', page: 1 };
}
