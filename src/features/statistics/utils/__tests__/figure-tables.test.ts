import { cellText } from '@/lib/figure-columns';
import type { MemberPerformance } from '../../api/statistics-schemas';
import {
  categoryColumns,
  depthColumns,
  memberChart,
  monthChart,
  monthColumns,
  monthRows,
} from '../figure-tables';

const textsOf = <Row>(columns: Parameters<typeof cellText<Row>>[0][], row: Row) =>
  columns.map((column) => cellText(column, row));

describe('the figures as tables and charts', () => {
  it('fills every month of the period; one the answer left out sold nothing', () => {
    const rows = monthRows([{ month: '2026-01', amount: 123_456, count: 3 }], {
      startMonth: '2025-12',
      endMonth: '2026-02',
    });
    expect(rows.map((row) => textsOf(monthColumns, row))).toEqual([
      ['2025年12月', '¥0.00', '0'],
      ['2026年1月', '¥1,234.56', '3'],
      ['2026年2月', '¥0.00', '0'],
    ]);
    expect(monthChart(rows)).toEqual({
      categories: ['2025年12月', '2026年1月', '2026年2月'],
      series: [{ name: '销售额', kind: 'bar', values: [0, 123_456, 0] }],
      horizontal: false,
    });
  });

  it('gives each row its share of what the table’s rows sold together', () => {
    const rows = [
      { classifyId: 1, classifyName: '办公用品', amount: 300, count: 2 },
      { classifyId: 2, classifyName: '医疗器械', amount: 100, count: 1 },
    ];
    const columns = categoryColumns(rows);
    expect(rows.map((row) => textsOf(columns, row))).toEqual([
      ['办公用品', '¥3.00', '2', '75.0%'],
      ['医疗器械', '¥1.00', '1', '25.0%'],
    ]);
    const levels = [{ depth: 0 as const, members: 1, amount: 0, count: 0 }];
    expect(textsOf(depthColumns(levels), levels[0])).toEqual(['本人', '1', '¥0.00', '0', '0.0%']);
  });

  it('draws the ten best sellers, the best on top, leaving out who sold nothing', () => {
    const people: MemberPerformance[] = Array.from({ length: 12 }, (_, index) => ({
      memberId: index,
      userName: `成员${index}`,
      phone: '',
      depth: 1,
      grade: 1,
      amount: index * 100,
      count: index,
    }));
    const chart = memberChart(people);
    expect(chart.horizontal).toBe(true);
    expect(chart.categories).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((n) => `成员${n}`));
    expect(memberChart(people.slice(0, 1)).categories).toEqual([]);
  });
});
