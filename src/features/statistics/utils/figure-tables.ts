import type { ChartData } from '@/components/ui/chart/chart-option';
import { statisticsCopy } from '@/copy';
import { performanceDepth } from '@/lib/enums/team';
import { shareOf, type FigureColumn } from '@/lib/figure-columns';
import { monthLabel, monthsIn, type MonthRange } from '@/lib/month-period';
import type {
  CategorySales,
  DepthPerformance,
  DistrictSales,
  MemberPerformance,
  MonthSales,
  SalesFigures,
} from '../api/statistics-schemas';

/** How many people the members' chart shows: the best sellers, the table has everyone. */
const CHART_PEOPLE = 10;

/** Every month of the range in order; a month the answer left out sold nothing. */
export function monthRows(byMonth: readonly MonthSales[], range: MonthRange): MonthSales[] {
  const answered = new Map(byMonth.map((row) => [row.month, row]));
  return monthsIn(range).map((month) => answered.get(month) ?? { month, amount: 0, count: 0 });
}

/** What the rows sold together, the whole their shares are of. */
const wholeOf = (rows: readonly SalesFigures[]) => rows.reduce((sum, row) => sum + row.amount, 0);

const amountColumn: FigureColumn<SalesFigures> = {
  key: 'amount',
  title: statisticsCopy.salesAmount,
  kind: 'money',
  value: (row) => row.amount,
};

const countColumn: FigureColumn<SalesFigures> = {
  key: 'count',
  title: statisticsCopy.orderCount,
  kind: 'count',
  value: (row) => row.count,
};

/** Each row's share of what the table's rows sold together. */
const shareColumn = (rows: readonly SalesFigures[]): FigureColumn<SalesFigures> => {
  const whole = wholeOf(rows);
  return {
    key: 'share',
    title: statisticsCopy.share,
    kind: 'share',
    value: (row) => shareOf(row.amount, whole),
  };
};

const depthColumn: FigureColumn<{ depth: DepthPerformance['depth'] }> = {
  key: 'depth',
  title: statisticsCopy.depth,
  kind: 'text',
  value: (row) => performanceDepth.label(row.depth),
};

export const monthColumns: FigureColumn<MonthSales>[] = [
  {
    key: 'month',
    title: statisticsCopy.month,
    kind: 'text',
    value: (row) => monthLabel(row.month),
  },
  amountColumn,
  countColumn,
];

export const categoryColumns = (rows: readonly CategorySales[]): FigureColumn<CategorySales>[] => [
  {
    key: 'category',
    title: statisticsCopy.category,
    kind: 'text',
    value: (row) => row.classifyName,
  },
  amountColumn,
  countColumn,
  shareColumn(rows),
];

/** 深圳市南山区 */
const districtName = (row: DistrictSales) => `${row.city}${row.district}`;

export const districtColumns = (rows: readonly DistrictSales[]): FigureColumn<DistrictSales>[] => [
  { key: 'district', title: statisticsCopy.district, kind: 'text', value: districtName },
  amountColumn,
  countColumn,
  shareColumn(rows),
];

export const depthColumns = (
  rows: readonly DepthPerformance[],
): FigureColumn<DepthPerformance>[] => [
  depthColumn,
  { key: 'members', title: statisticsCopy.members, kind: 'count', value: (row) => row.members },
  amountColumn,
  countColumn,
  shareColumn(rows),
];

export const memberColumns = (
  rows: readonly MemberPerformance[],
): FigureColumn<MemberPerformance>[] => [
  { key: 'name', title: statisticsCopy.name, kind: 'text', value: (row) => row.userName },
  { key: 'phone', title: statisticsCopy.phone, kind: 'text', value: (row) => row.phone },
  depthColumn,
  {
    key: 'grade',
    title: statisticsCopy.grade,
    kind: 'text',
    value: (row) => statisticsCopy.gradeValue(row.grade),
  },
  amountColumn,
  countColumn,
  shareColumn(rows),
];

const amountsChart = (
  categories: readonly string[],
  rows: readonly SalesFigures[],
  kind: 'bar' | 'pie',
  horizontal = false,
): ChartData => ({
  categories,
  series: [{ name: statisticsCopy.salesAmount, kind, values: rows.map((row) => row.amount) }],
  horizontal,
});

export const monthChart = (rows: readonly MonthSales[]) =>
  amountsChart(
    rows.map((row) => monthLabel(row.month)),
    rows,
    'bar',
  );

export const categoryChart = (rows: readonly CategorySales[]) =>
  amountsChart(
    rows.map((row) => row.classifyName),
    rows,
    'pie',
  );

export const districtChart = (rows: readonly DistrictSales[]) =>
  amountsChart(rows.map(districtName), rows, 'bar', true);

export const depthChart = (rows: readonly DepthPerformance[]) =>
  amountsChart(
    rows.map((row) => performanceDepth.label(row.depth)),
    rows,
    'bar',
  );

/** The best sellers of the period, the best first. */
export function memberChart(rows: readonly MemberPerformance[]): ChartData {
  const best = [...rows]
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, CHART_PEOPLE);
  return amountsChart(
    best.map((row) => row.userName),
    best,
    'bar',
    true,
  );
}

/** The height of lying bars: room for each category's name. */
export const barsHeight = (count: number) => 64 + Math.max(count, 3) * 32;
