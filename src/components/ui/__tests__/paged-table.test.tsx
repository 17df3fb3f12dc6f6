import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { commonCopy, pagerCopy } from '@/copy';
import { loadingQuery } from '@tests/query-stubs';
import { renderWithProviders } from '@tests/render';
import { PagedTable } from '../paged-table';

interface Line {
  id: number;
  amount: string;
}

const columns = [
  { key: 'id', title: '编号', dataIndex: 'id' },
  { key: 'amount', title: '金额', dataIndex: 'amount' },
];

type Query = ComponentProps<typeof PagedTable<Line>>['query'];

const loading: Query = loadingQuery();

const table = (query: Query) => (
  <PagedTable<Line>
    query={query}
    columns={columns}
    rowKey="id"
    emptyText="暂无明细"
    page={1}
    onPageChange={() => {}}
  />
);

describe('PagedTable', () => {
  it('holds the place of a page of rows under the column titles while the first page loads', () => {
    renderWithProviders(table(loading));

    expect(screen.getByText(commonCopy.loading)).toBeInTheDocument();
    expect(screen.getByText('金额')).toBeInTheDocument();
    // the stand-in is not a table of empty rows to assistive technology
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(1 + DEFAULT_PAGE_SIZE);
    expect(screen.queryByText('暂无明细')).toBeNull();
  });

  it('shows the rows and the pager once the page is in', () => {
    renderWithProviders(
      table({
        ...loading,
        isFetching: false,
        data: { list: [{ id: 7, amount: '¥3.00' }], total: 1 },
      }),
    );

    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '¥3.00' })).toBeInTheDocument();
    expect(screen.getByText(pagerCopy.total(1))).toBeInTheDocument();
    expect(screen.queryByText(commonCopy.loading)).toBeNull();
  });
});
