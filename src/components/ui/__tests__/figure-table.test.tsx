import { screen, within } from '@testing-library/react';
import type { FigureColumn } from '@/lib/figure-columns';
import { renderWithProviders } from '@tests/render';
import { FigureTable } from '../figure-table';

interface Row {
  name: string;
  amount: number;
  count: number;
  share: number;
}

const columns: FigureColumn<Row>[] = [
  { key: 'name', title: '地区', kind: 'text', value: (row) => row.name },
  { key: 'amount', title: '销售额', kind: 'money', value: (row) => row.amount },
  { key: 'count', title: '订单数', kind: 'count', value: (row) => row.count },
  { key: 'share', title: '占比', kind: 'share', value: (row) => row.share },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('FigureTable', () => {
  it('shows every row, money as ¥ with two decimals and shares to one decimal, figures aligned right', () => {
    renderWithProviders(
      <FigureTable
        columns={columns}
        rows={[
          { name: '深圳市南山区', amount: 123_456_789, count: 12, share: 0.7512 },
          { name: '广州市天河区', amount: 5, count: 1, share: 0.2488 },
        ]}
        rowKey={(row) => row.name}
        emptyText="暂无销售"
      />,
    );
    const [header, first, second] = screen.getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['地区', '销售额', '订单数', '占比']);
    expect(cellsOf(first)).toEqual(['深圳市南山区', '¥1,234,567.89', '12', '75.1%']);
    expect(cellsOf(second)).toEqual(['广州市天河区', '¥0.05', '1', '24.9%']);
    expect(within(first).getByText('¥1,234,567.89')).toHaveStyle({ textAlign: 'right' });
  });

  it('says the empty text when there are no rows', () => {
    renderWithProviders(
      <FigureTable columns={columns} rows={[]} rowKey={(row) => row.name} emptyText="暂无销售" />,
    );
    expect(screen.getByText('暂无销售')).toBeInTheDocument();
  });
});
