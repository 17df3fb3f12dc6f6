import type { TableColumnType } from 'antd';
import type { FileColumn } from '@/lib/table-export';

/** How a column's cell goes into an exported file: its kind, and its value read from the row. */
export type ExportedCell<Row> = Omit<FileColumn<Row>, 'title'>;

/**
 * A table's column that also says what it exports (the kit's column helpers say it): null for
 * a column that is not data (the row's actions). A column that shows a field as it reads
 * (`dataIndex`) exports its text; any other must say.
 */
export type ListColumn<Row> = TableColumnType<Row> & { exported?: ExportedCell<Row> | null };

/** A field's text as a cell: a number is written out, what is not text is an empty cell. */
export const textOf = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : null;
};

/**
 * The columns a list exports, in the table's order, its actions left out. A column that shows
 * something else than its field and does not say what it exports is a mistake of the screen.
 */
export function exportColumnsOf<Row>(columns: readonly ListColumn<Row>[]): FileColumn<Row>[] {
  return columns.flatMap((column): FileColumn<Row>[] => {
    if (column.exported === null) return [];
    const title = String(column.title);
    if (column.exported) return [{ title, ...column.exported }];
    const field = column.dataIndex;
    if (column.render || (typeof field !== 'string' && typeof field !== 'number')) {
      throw new Error(`The column ${String(column.key)} does not say what it exports`);
    }
    return [
      { title, kind: 'text', value: (row) => textOf((row as Record<string, unknown>)[field]) },
    ];
  });
}
