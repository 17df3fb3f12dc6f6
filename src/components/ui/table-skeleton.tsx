import { Table, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { commonCopy } from '@/copy';
import './table-skeleton.css';

interface PlaceholderRow {
  key: number;
}

interface TableSkeletonProps<Row> {
  columns: TableColumnsType<Row>;
  /** How many rows to hold room for: a full page unless told otherwise. */
  rows?: number;
  /** Whether a pager follows the rows, so that its place is held too. */
  pager?: boolean;
}

const bar = () => <span className="table-skeleton__bar" />;

/**
 * A table while its first page loads: its own header and a page of blank rows, as tall as the
 * rows to come, so that what stands below does not move when they arrive.
 */
export function TableSkeleton<Row>({
  columns,
  rows = DEFAULT_PAGE_SIZE,
  pager = false,
}: TableSkeletonProps<Row>) {
  const placeholderColumns: TableColumnsType<PlaceholderRow> = columns.map((column, index) => ({
    key: column.key ?? index,
    title: typeof column.title === 'function' ? null : column.title,
    align: column.align,
    width: column.width,
    render: bar,
  }));
  return (
    <div className="table-skeleton" aria-busy="true">
      <span className="visually-hidden">{commonCopy.loading}</span>
      <div aria-hidden="true">
        <Table<PlaceholderRow>
          size="small"
          rowKey="key"
          columns={placeholderColumns}
          dataSource={Array.from({ length: rows }, (_, key) => ({ key }))}
          pagination={false}
        />
        {pager && <div className="table-skeleton__pager" />}
      </div>
    </div>
  );
}
