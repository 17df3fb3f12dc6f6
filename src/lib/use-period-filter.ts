import { useMemo } from 'react';
import { DEFAULT_PERIOD, periodRange, readPeriod, type MonthPeriod } from './month-period';
import { valueKey } from './url-keys';
import { useUrlFilters } from './use-url-filters';

/**
 * A figures screen's period, in the URL as ?period= (近12个月 by default), and the months it
 * covers as of the day the screen opened.
 */
export function usePeriodFilter() {
  const today = useMemo(() => new Date(), []);
  const keys = useMemo(
    () => ({
      period: valueKey<MonthPeriod>({
        defaultValue: DEFAULT_PERIOD,
        parse: (raw) => readPeriod(raw, today),
      }),
    }),
    [today],
  );
  const { filters, update } = useUrlFilters(keys);
  const { period } = filters;
  const range = useMemo(() => periodRange(period, today), [period, today]);
  return { period, range, today, setPeriod: (next: MonthPeriod) => update({ period: next }) };
}

export type PeriodFilter = ReturnType<typeof usePeriodFilter>;
