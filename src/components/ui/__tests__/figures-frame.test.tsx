import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonCopy, figuresCopy, periodCopy } from '@/copy';
import { ApiError } from '@/lib/api-error';
import { usePeriodFilter } from '@/lib/use-period-filter';
import { contrastRatio } from '@tests/contrast';
import { answeredQuery } from '@tests/query-stubs';
import { renderWithProviders } from '@tests/render';
import { FiguresFrame, type FigureTotal } from '../figures-frame';

interface Figures {
  firstMonth: null;
  income: number;
  expense: number;
  orders: number | null;
}

type Query = Parameters<typeof FiguresFrame<Figures>>[0]['query'];

const answered: Query = answeredQuery({
  firstMonth: null,
  income: 6_012_345,
  expense: 120_000,
  orders: null,
});

const totals = (figures: Figures): FigureTotal[] => [
  { title: '收入', value: figures.income, kind: 'money', flow: 'in' },
  { title: '支出', value: figures.expense, kind: 'money', flow: 'out' },
  { title: '订单数', value: figures.orders, kind: 'count' },
];

function Screen({ query }: { query: Query }) {
  const filter = usePeriodFilter();
  return (
    <FiguresFrame title="收支" filter={filter} query={query} totals={totals}>
      {() => <p>按月明细</p>}
    </FiguresFrame>
  );
}

const total = (name: string) => screen.getByRole('region', { name });

/** The colour the figure of a total is written in. */
const figureColour = (name: string) => {
  const figure = total(name).querySelector<HTMLElement>('.ant-statistic-content');
  return figure ? getComputedStyle(figure).color : '';
};

describe('FiguresFrame', () => {
  it('shows the period switch, each total as a region named by its title, then the rest', () => {
    renderWithProviders(<Screen query={answered} />);

    expect(screen.getByRole('radiogroup', { name: periodCopy.label })).toBeInTheDocument();
    // in 万 from ¥10,000, the exact amount on hover
    expect(within(total('收入')).getByTitle('¥60,123.45')).toHaveTextContent('¥6.01万');
    expect(total('支出')).toHaveTextContent('¥1,200.00');
    expect(total('订单数')).toHaveTextContent(figuresCopy.unavailable);
    expect(screen.getByText('按月明细')).toBeInTheDocument();
  });

  it('writes money in and money out in two colours that read at 4.5:1 or more on the card', () => {
    renderWithProviders(<Screen query={answered} />);

    const moneyIn = figureColour('收入');
    const moneyOut = figureColour('支出');
    expect(moneyIn).not.toBe(moneyOut);
    expect(contrastRatio(moneyIn, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(moneyOut, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('never shows the period before under the new one’s name while it loads', () => {
    renderWithProviders(
      <Screen query={{ ...answered, isFetching: true, isPlaceholderData: true }} />,
    );

    expect(screen.queryByRole('region', { name: '收入' })).toBeNull();
    expect(screen.queryByText('按月明细')).toBeNull();
  });

  it('shows a failure with 重试 instead of the totals', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <Screen
        query={{
          ...answered,
          data: undefined,
          isError: true,
          error: new ApiError('network', ''),
          refetch,
        }}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(commonCopy.loadFailed);
    expect(screen.queryByRole('region', { name: '收入' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
