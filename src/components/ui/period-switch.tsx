import { Radio } from 'antd';
import { periodCopy } from '@/copy';
import { periodLabel, periodOptions, type Month, type MonthPeriod } from '@/lib/month-period';
import type { PeriodFilter } from '@/lib/use-period-filter';

interface PeriodSwitchProps {
  filter: PeriodFilter;
  /** The first month with figures: each past year back to it is offered. */
  firstMonth: Month | null;
}

/** 统计周期: 近6个月, 近12个月, 今年 and the past years, as buttons; the choice is in the URL. */
export function PeriodSwitch({ filter, firstMonth }: PeriodSwitchProps) {
  const { period, today, setPeriod } = filter;
  return (
    <Radio.Group
      aria-label={periodCopy.label}
      optionType="button"
      value={period}
      options={periodOptions(firstMonth, today, period).map((value) => ({
        value,
        label: periodLabel(value),
      }))}
      onChange={(event) => setPeriod(event.target.value as MonthPeriod)}
    />
  );
}
