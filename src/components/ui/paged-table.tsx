import { Table, type TableColumnsType, type TableProps } from 'antd';
import { PagedList, type PagedQuery } from './paged-list';
import { TableSkeleton } from './table-skeleton';

interface PagedTableProps<Row> {
  query: PagedQuery<Row>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** Said only when the server answered an empty page. */
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Check boxes on the rows, for actions on several at once. */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/** A server-paged table: a PagedList whose page is a table, loading in the table's own shape. */
export function PagedTable<Row extends object>({
  query,
  columns,
  rowKey,
  emptyText,
  page,
  onPageChange,
  rowSelection,
}: PagedTableProps<Row>) {
  return (
    <PagedList<Row>
      query={query}
      emptyText={emptyText}
      page={page}
      onPageChange={onPageChange}
      loading={<TableSkeleton columns={columns} pager />}
    >
      {(rows) => (
        <Table<Row>
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          pagination={false}
          rowSelection={rowSelection}
        />
      )}
    </PagedList>
  );
}
