import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartCopy } from '@/copy';
import type { ChartData } from '../chart-option';
import { MoneyChart } from '../money-chart';

const data: ChartData = {
  categories: ['2024年5月', '2024年6月'],
  series: [
    { name: '收入', kind: 'bar', values: [123_456, 0] },
    { name: '支出', kind: 'bar', values: [5_000, 99] },
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

// ECharts needs a real canvas; these tests are about what surrounds it
vi.mock('../echarts-canvas', () => ({ EChartsCanvas: () => <div data-testid="echarts" /> }));

const withCanvas = () =>
  vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({} as CanvasRenderingContext2D);

describe('MoneyChart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('where the browser cannot draw on a canvas, shows the table itself and no switch', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<MoneyChart caption="收支趋势" data={data} />);
    expect(screen.getByRole('table', { name: '收支趋势' })).not.toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: chartCopy.showTable })).toBeNull();
    expect(screen.queryByTestId('echarts')).toBeNull();
  });

  it('carries the same figures in its table, read while the chart shows and shown on request', async () => {
    withCanvas();
    render(<MoneyChart caption="收支趋势" data={data} />);
    expect(await screen.findByTestId('echarts')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '收支趋势' });
    expect(table).toHaveClass('visually-hidden');
    expect(rowsOf(table)).toEqual([
      [chartCopy.category, '收入', '支出'],
      ['2024年5月', '¥1,234.56', '¥50.00'],
      ['2024年6月', '¥0.00', '¥0.99'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: chartCopy.showTable }));
    expect(screen.getByRole('table', { name: '收支趋势' })).not.toHaveClass('visually-hidden');
    expect(screen.queryByRole('status', { name: chartCopy.loading })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: chartCopy.showChart }));
    expect(screen.getByRole('table', { name: '收支趋势' })).toHaveClass('visually-hidden');
  });
});
