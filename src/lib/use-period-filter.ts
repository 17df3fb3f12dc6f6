import { useMemo } from 'react';
import {
  DEFAULT_PERIOD,
  periodRange,
  readPeriod,
  type MonthPeriod,
  type MonthRange,
} from './month-period';
import { readUrlFilters, valueKey } from './url-keys';
import { useUrlFilters } from './use-url-filters';

/** A figures screen's period in the URL, as ?period=, read as of `today` (近12个月 by default). */
export const periodKeys = (today: Date) => ({
  period: valueKey<MonthPeriod>({
    defaultValue: DEFAULT_PERIOD,
    parse: (raw) => readPeriod(raw, today),
  }),
});

/** The months the period in the URL covers, as of `today`. */
export const periodRangeIn = (search: URLSearchParams, today: Date): MonthRange =>
  periodRange(readUrlFilters(search, periodKeys(today)).period, today);

/**
 * A figures screen's period, in the URL as ?period= (近12个月 by default), and the months it
 * covers as of the day the screen opened.
 */
export function usePeriodFilter() {
  const today = useMemo(() => new Date(), []);
  const keys = useMemo(() => periodKeys(today), [today]);
  const { filters, update } = useUrlFilters(keys);
  const { period } = filters;
  const range = useMemo(() => periodRange(period, today), [period, today]);
  return { period, range, today, setPeriod: (next: MonthPeriod) => update({ period: next }) };
}

export type PeriodFilter = ReturnType<typeof usePeriodFilter>;
