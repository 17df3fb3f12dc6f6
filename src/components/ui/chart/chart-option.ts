import type { EChartsCoreOption } from 'echarts/core';
import { formatShare, shareOf } from '@/lib/figure-columns';
import { formatCount } from '@/utils/number';
import { formatFen } from '@/utils/money';
import { numberCopy } from '@/copy';

/** One series of money figures, one per category, in fen. */
export interface ChartSeries {
  name: string;
  /** A pie chart shows one series: each category's share of it. */
  kind: 'bar' | 'line' | 'pie';
  values: readonly number[];
}

export interface ChartData {
  /** The labels along the category axis, or the pie's slices. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Bars along the vertical axis, for long category names (districts, people). */
  horizontal?: boolean;
}

/** An axis tick in yuan, shortened: 1234500 fen is ¥1.23万. */
export const axisYuan = (fen: number): string =>
  `${numberCopy.yuanPrefix}${formatCount(Math.round(fen / 100))}`;

const fenOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

const valueFormatter = (value: unknown) => formatFen(fenOf(value));

/** Each category's share of the first series, named by the category. */
export function pieOption(data: ChartData, animation: boolean) {
  const [series] = data.series;
  const values = series?.values ?? [];
  const whole = values.reduce((sum, value) => sum + value, 0);
  return {
    animation,
    // the names below the pie, each slice labelled by its share alone: nothing runs off the side
    legend: { type: 'scroll', bottom: 0 },
    tooltip: { trigger: 'item', valueFormatter },
    series: [
      {
        name: series?.name ?? '',
        type: 'pie',
        radius: ['34%', '58%'],
        center: ['50%', '45%'],
        // the share as the tables show it (ECharts would round the shares to add up to 100%)
        label: {
          formatter: ({ value }: { value: unknown }) => formatShare(shareOf(fenOf(value), whole)),
        },
        data: data.categories.map((name, index) => ({ name, value: values[index] ?? 0 })),
      },
    ],
  } satisfies EChartsCoreOption;
}

/** Bars or lines along a category axis, standing or lying down. */
export function axisOption(data: ChartData, animation: boolean) {
  const categoryAxis = {
    type: 'category',
    data: [...data.categories],
    // the first category on top when the bars lie down, as in the table
    ...(data.horizontal && { inverse: true }),
  };
  const valueAxis = { type: 'value', axisLabel: { formatter: (value: number) => axisYuan(value) } };
  return {
    animation,
    grid: data.horizontal
      ? { left: 16, right: 32, top: 40, bottom: 24, containLabel: true }
      : { left: 72, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter },
    xAxis: data.horizontal ? valueAxis : categoryAxis,
    yAxis: data.horizontal ? categoryAxis : valueAxis,
    series: data.series.map((series) => ({
      name: series.name,
      type: series.kind,
      data: [...series.values],
      ...(series.kind === 'line' && { smooth: false, showSymbol: true }),
    })),
  } satisfies EChartsCoreOption;
}

/**
 * The ECharts option for the data: the figures themselves (fen, as the table shows them),
 * amounts in yuan on the axis and in the tooltip, no animation when less motion is asked for.
 */
export function toChartOption(data: ChartData, { animation }: { animation: boolean }) {
  return data.series[0]?.kind === 'pie' ? pieOption(data, animation) : axisOption(data, animation);
}
