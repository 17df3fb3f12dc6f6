import { screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { orderStatus, type OrderStatus } from '@/lib/enums/order-status';
import { renderWithProviders } from '@tests/render';
import { dateColumn, enumColumn, moneyColumn } from '../table-columns';

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

describe('table column helpers', () => {
  it('show fen as ¥ with two decimals, a status as its tag, and a date as written', () => {
    renderWithProviders(
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          moneyColumn('price', '金额', (row: Row) => row.price),
          enumColumn('status', '状态', orderStatus, (row: Row) => row.status),
          dateColumn<Row>('createTime', '时间'),
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(first).getByText(orderStatus.label('SEND'))).toHaveClass('ant-tag');
    expect(within(first).getByText('2024-06-15 09:30:00').tagName).toBe('TIME');
    expect(within(second).getByText('¥0.05')).toBeInTheDocument();
    expect(within(second).getByText(orderStatus.label('FINISH'))).toHaveClass('ant-tag');
    expect(second.querySelector('time')).toBeNull();
  });

  it('says what stands for a missing day when told', () => {
    renderWithProviders(
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[dateColumn<Row>('createTime', '时间', { missing: '—' })]}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    if (!first || !second) throw new Error('two rows expected');
    expect(first).toHaveTextContent('2024-06-15 09:30:00');
    expect(second).toHaveTextContent(/^—$/);
  });
});
