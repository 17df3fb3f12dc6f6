import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import type { ListParams } from '@/lib/use-list-params';
import type { MoneyLineQuery } from '../api/capital-types';
import { readStartEnd } from './bill-filters';

/** The income and expend lists' filters as they live in the URL: ?keyword=&start=&end=&page=. */
export interface LineFilters extends ListParams {
  /** YYYY-MM-DD */
  start: string | null;
  /** YYYY-MM-DD */
  end: string | null;
}

export const readLineFilters = (
  searchParams: URLSearchParams,
  params: ListParams,
): LineFilters => ({
  ...params,
  keyword: params.keyword.trim(),
  ...readStartEnd(searchParams),
});

/** The GET capital/income or capital/expend query: only what is set is sent. */
export function toLineQuery(filters: LineFilters, pageSize = DEFAULT_PAGE_SIZE): MoneyLineQuery {
  return {
    pageNo: filters.page,
    pageSize,
    ...(filters.keyword && { keyword: filters.keyword }),
    ...(filters.start && filters.end && { startTime: filters.start, endTime: filters.end }),
  };
}

/** The URL for the lines of these days (from the summary), or every line. */
export const linesHref = (path: string, days: readonly [string, string] | null): string =>
  days ? `${path}?${new URLSearchParams({ start: days[0], end: days[1] })}` : path;
