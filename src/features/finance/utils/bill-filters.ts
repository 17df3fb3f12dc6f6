import { DEFAULT_PAGE_SIZE } from '@/config/constants';
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isBillType = (value: string | null): value is BillType =>
  (BILL_TYPES as readonly (string | null)[]).includes(value);

const dayOf = (value: string | null): string | null =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

/** ?start=&end= as two days, or none when malformed, half given or reversed. */
export function readDayRange(searchParams: URLSearchParams): Pick<BillFilters, 'start' | 'end'> {
  const start = dayOf(searchParams.get('start'));
  const end = dayOf(searchParams.get('end'));
  const range = start !== null && end !== null && start <= end;
  return { start: range ? start : null, end: range ? end : null };
}

/** Reads the filters; an unknown type or a malformed or reversed range is no filter. */
export function readBillFilters(searchParams: URLSearchParams, page: number): BillFilters {
  const type = searchParams.get('type');
  return { page, type: isBillType(type) ? type : null, ...readDayRange(searchParams) };
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
