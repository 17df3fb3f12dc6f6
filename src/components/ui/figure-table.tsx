import { Empty, Table, type TableColumnsType } from 'antd';
import { cellText, type FigureColumn } from '@/lib/figure-columns';

interface FigureTableProps<Row> {
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Said when the server answered no rows. */
  emptyText: string;
}

/**
 * A table of figures, every row shown: text as it reads, money, counts and shares aligned right,
 * cell for cell as ExportButton writes them to a file.
 */
export function FigureTable<Row extends object>({
  columns,
  rows,
  rowKey,
  emptyText,
}: FigureTableProps<Row>) {
  const tableColumns: TableColumnsType<Row> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    align: column.kind === 'text' ? undefined : 'right',
    render: (_: unknown, row: Row) => cellText(column, row),
  }));
  return (
    <Table<Row>
      size="small"
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
