import type { DayRange } from '@/lib/day-range';
import { dayRangeKey, filtersSearch, PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';

/** The income and expend lists' filters in the URL: ?keyword=&start=&end=&page=. */
export const LINE_KEYS = { ...PAGE_AND_KEYWORD_KEYS, range: dayRangeKey() };

/** The URL for the lines of these days (from the summary), or every line. */
export const linesHref = (path: string, days: DayRange | null): string =>
  `${path}${filtersSearch(LINE_KEYS, { range: days })}`;
