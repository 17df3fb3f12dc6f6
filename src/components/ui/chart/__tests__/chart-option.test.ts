import { axisOption, pieOption, toChartOption, type ChartData } from '../chart-option';

const months: ChartData = {
  categories: ['2024年5月', '2024年6月'],
  series: [
    { name: '收入', kind: 'bar', values: [123_456, 0] },
    { name: '支出', kind: 'bar', values: [5_000, 99] },
  ],
};

const shares: ChartData = {
  categories: ['办公用品', '医疗器械'],
  series: [{ name: '销售额', kind: 'pie', values: [300_00, 100_00] }],
};

describe('chart options', () => {
  it('draws the same fen as the table, yuan on the axis, no animation when asked', () => {
    const option = toChartOption(months, { animation: false });
    expect(option.animation).toBe(false);
    if (!('xAxis' in option)) throw new Error('bars are drawn along axes');
    const { xAxis, yAxis, series, tooltip } = option;
    expect(xAxis).toMatchObject({ type: 'category', data: ['2024年5月', '2024年6月'] });
    expect(series.map((one) => [one.name, one.type, one.data])).toEqual([
      ['收入', 'bar', [123_456, 0]],
      ['支出', 'bar', [5_000, 99]],
    ]);
    if (!('axisLabel' in yAxis)) throw new Error('the amounts are on the y axis');
    expect(yAxis.axisLabel.formatter(1_234_500_00)).toBe('¥123.45万');
    expect(tooltip.valueFormatter(123_456)).toBe('¥1,234.56');
    expect(toChartOption(months, { animation: true }).animation).toBe(true);
  });

  it('lays bars down with the first category on top, amounts along the bottom', () => {
    const { xAxis, yAxis } = axisOption({ ...months, horizontal: true }, false);
    expect(yAxis).toMatchObject({ type: 'category', inverse: true, data: months.categories });
    if (!('axisLabel' in xAxis)) throw new Error('the amounts are on the x axis');
    expect(xAxis.axisLabel.formatter(5_000_000)).toBe('¥5万');
  });

  it('cuts a pie of the first series, one slice per category, with the exact figure on hover', () => {
    expect(toChartOption(shares, { animation: false })).not.toHaveProperty('xAxis');
    const [pie] = pieOption(shares, false).series;
    expect(pie).toMatchObject({ name: '销售额', type: 'pie' });
    expect(pie.data).toEqual([
      { name: '办公用品', value: 300_00 },
      { name: '医疗器械', value: 100_00 },
    ]);
    expect(pieOption(shares, false).tooltip.valueFormatter(300_00)).toBe('¥300.00');
    // each slice labelled by its share as the table shows it
    expect(pie.label.formatter({ value: 100_00 })).toBe('25.0%');
  });
});
