import type { Paged } from '@/lib/schema';
import { Empty, Spin, Table, type TableColumnsType, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { TableSkeleton } from './table-skeleton';

interface PagedTableProps<Row> {
  query: Pick<
    UseQueryResult<Paged<Row>>,
    'data' | 'error' | 'isError' | 'isFetching' | 'refetch'
  > & {
    isPlaceholderData: boolean;
  };
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** Said only when the server answered an empty page. */
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  /** Check boxes on the rows, for actions on several at once. */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/**
 * A server-paged table: loading (in the table's own shape), 加载失败 with 重试, empty only when
 * the server said so, the rows, and the pager; the previous page stays, dimmed, while the next
 * one loads.
 */
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
    <>
      <Spin spinning={query.isFetching && query.isPlaceholderData}>
        <QueryState
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<Empty description={emptyText} />}
          loading={<TableSkeleton columns={columns} pager />}
        >
          {(data) => (
            <Table<Row>
              size="small"
              rowKey={rowKey}
              columns={columns}
              dataSource={data.list}
              pagination={false}
              rowSelection={rowSelection}
            />
          )}
        </QueryState>
      </Spin>
      <Pager current={page} total={query.data?.total ?? 0} onChange={onPageChange} />
    </>
  );
}
