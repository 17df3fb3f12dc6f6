import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { commonCopy } from '@/copy';
import type { DayRange } from '@/lib/day-range';
import { dayOf } from '@/utils/date-format';

export interface DayRangeFilterProps {
  range: DayRange | null;
  onChange(range: DayRange | null): void;
}

/** 开始日期 - 结束日期: a list's day filter, both days or none. */
export function DayRangeFilter({ range, onChange }: DayRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      aria-label={commonCopy.dateRange}
      placeholder={[commonCopy.startDate, commonCopy.endDate]}
      value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
      onChange={(dates) =>
        onChange(dates?.[0] && dates[1] ? [dayOf(dates[0]), dayOf(dates[1])] : null)
      }
    />
  );
}
