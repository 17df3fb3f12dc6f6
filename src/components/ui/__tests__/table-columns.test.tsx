import { screen, within } from '@testing-library/react';
import { Button, Table, type TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import { orderStatus, type OrderStatus } from '@/lib/enums/order-status';
import { renderWithProviders } from '@tests/render';
import {
  actionsColumn,
  dateColumn,
  detailColumn,
  enumColumn,
  enumLabelColumn,
  moneyColumn,
} from '../table-columns';
import { MONEY_FLOW_COLOURS } from '../tone-colours';

interface Row {
  id: number;
  price: number;
  status: OrderStatus;
  createTime: string;
}

const rows: Row[] = [
  { id: 1, price: 123450, status: 'SEND', createTime: '2024-06-15 09:30:00' },
  { id: 2, price: 5, status: 'FINISH', createTime: '' },
];

/** A table of the rows, keyed by id, with the columns under test, on the page at `route`. */
const renderTable = <R extends { id: number }>(
  data: R[],
  columns: TableColumnsType<R>,
  route?: string,
) =>
  renderWithProviders(
    <Table<R> rowKey="id" pagination={false} dataSource={data} columns={columns} />,
    { route },
  );

describe('table column helpers', () => {
  it('show fen as ¥ with two decimals, a status as its tag, and a date as written', () => {
    renderTable(rows, [
      moneyColumn('price', '金额', (row: Row) => row.price),
      enumColumn<Row>('status', '状态', orderStatus),
      dateColumn<Row>('createTime', '时间'),
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(first).getByText(orderStatus.label('SEND'))).toHaveClass('ant-tag');
    expect(within(first).getByText('2024-06-15 09:30:00').tagName).toBe('TIME');
    expect(within(second).getByText('¥0.05')).toBeInTheDocument();
    expect(within(second).getByText(orderStatus.label('FINISH'))).toHaveClass('ant-tag');
    expect(second.querySelector('time')).toBeNull();
  });

  it('signs money in and out, in two colours, and shows a missing amount as a dash or as told', () => {
    interface Line {
      id: number;
      amount: number;
      matched: number | null;
    }
    const lines: Line[] = [
      { id: 1, amount: 20000, matched: 150 },
      { id: 2, amount: -1230, matched: null },
      { id: 3, amount: 0, matched: null },
    ];
    renderTable(lines, [
      moneyColumn('amount', '金额', (line: Line) => line.amount, { signed: true }),
      moneyColumn('matched', '成交价', (line: Line) => line.matched),
      moneyColumn('told', '匹配价', (line: Line) => line.matched, { missing: '未匹配' }),
    ]);
    const [moneyIn, moneyOut, nothing] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!moneyIn || !moneyOut || !nothing) throw new Error('three rows expected');
    const signedIn = within(moneyIn).getByText('+¥200.00');
    const signedOut = within(moneyOut).getByText('-¥12.30');
    expect(signedIn).toHaveStyle({ color: MONEY_FLOW_COLOURS.in });
    expect(signedOut).toHaveStyle({ color: MONEY_FLOW_COLOURS.out });
    expect(MONEY_FLOW_COLOURS.in).not.toBe(MONEY_FLOW_COLOURS.out);
    expect(within(nothing).getByText('¥0.00')).not.toHaveAttribute('style');
    expect(moneyIn).toHaveTextContent('+¥200.00¥1.50¥1.50');
    expect(moneyOut).toHaveTextContent('-¥12.30—未匹配');
    expect(moneyOut).not.toHaveTextContent('0.00');
    expect(moneyOut).not.toHaveTextContent('NaN');
  });

  it('says what stands for a missing day when told', () => {
    renderTable(rows, [dateColumn<Row>('createTime', '时间', { missing: '—' })]);
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(first).toHaveTextContent('2024-06-15 09:30:00');
    expect(second).toHaveTextContent(/^—$/);
  });

  it('puts each row’s actions side by side under the column’s title, and none where a row has none', () => {
    renderTable(rows, [
      actionsColumn('操作', (row: Row) => (
        <>
          <Button type="link">{`查看 ${row.id}`}</Button>
          {row.status === 'SEND' && <Button type="link">{`签收 ${row.id}`}</Button>}
        </>
      )),
    ]);
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看 1', '签收 1']);
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['查看 2']);
  });

  it('shows a kind as its label in plain text, not as a tag', () => {
    renderTable(rows, [enumLabelColumn<Row>('status', '状态', orderStatus)]);
    expect(screen.getByRole('columnheader', { name: '状态' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(first).toHaveTextContent(orderStatus.label('SEND'));
    expect(second).toHaveTextContent(orderStatus.label('FINISH'));
    expect(document.querySelector('.ant-tag')).toBeNull();
  });

  it('takes only a field of the rows that holds the enumeration’s values', () => {
    const columns: TableColumnsType<Row> = [
      enumColumn<Row>('status', '状态', orderStatus),
      // @ts-expect-error a row's time is not an order status
      enumColumn<Row>('createTime', '时间', orderStatus),
      // @ts-expect-error the rows have no such field
      enumColumn<Row>('state', '状态', orderStatus),
      enumLabelColumn<Row>('status', '状态', orderStatus),
      // @ts-expect-error a row's time is not an order status
      enumLabelColumn<Row>('createTime', '时间', orderStatus),
    ];
    expect(columns.map((column) => column.key)).toEqual([
      'status',
      'createTime',
      'state',
      'status',
      'createTime',
    ]);
  });

  it('makes a field a link to its row’s detail, named when told, the list’s filters kept', () => {
    renderTable(
      rows,
      [
        detailColumn<Row>('createTime', '时间', {
          id: (row) => row.id,
          label: (row) => `查看订单 ${row.id}`,
        }),
      ],
      '/orders?status=SEND',
    );
    const link = screen.getByRole('link', { name: '查看订单 1' });
    expect(link).toHaveTextContent('2024-06-15 09:30:00');
    expect(link).toHaveAttribute('href', '/orders?status=SEND&id=1');
  });
});
