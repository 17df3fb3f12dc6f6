import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '@/utils/number';
import { formatFen } from '@/utils/money';
import { numberCopy } from '@/copy';

/** One series of money figures, one per category, in fen. */
export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: readonly number[];
}

export interface ChartData {
  /** The labels along the x axis (and the table's first column). */
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/** An axis tick in yuan, shortened: 1234500 fen is ¥1.23万. */
export const axisYuan = (fen: number): string =>
  `${numberCopy.yuanPrefix}${formatCount(Math.round(fen / 100))}`;

const fenOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

/**
 * The ECharts option for the data: the figures themselves (fen, as the table shows them),
 * amounts in yuan on the axis and in the tooltip, no animation when less motion is asked for.
 */
export function toChartOption(data: ChartData, { animation }: { animation: boolean }) {
  return {
    animation,
    grid: { left: 72, right: 16, top: 40, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatFen(fenOf(value)) },
    xAxis: { type: 'category', data: [...data.categories] },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => axisYuan(value) } },
    series: data.series.map((series) => ({
      name: series.name,
      type: series.kind,
      data: [...series.values],
      ...(series.kind === 'line' && { smooth: false, showSymbol: true }),
    })),
  } satisfies EChartsCoreOption;
}
