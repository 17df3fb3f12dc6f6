import { formatFen } from '@/utils/money';

/**
 * A column of a table of figures, defined once for the screen and for the file it exports, so
 * that the two always agree: text as it reads, money in fen, a count, or a share of a whole
 * (0 to 1).
 */
export type FigureColumn<Row> = {
  key: string;
  title: string;
} & (
  | { kind: 'text'; value: (row: Row) => string }
  | { kind: 'money' | 'count' | 'share'; value: (row: Row) => number }
);

/** A share as the screen shows it, to one decimal: 0.2345 is 23.5%. */
export const formatShare = (share: number): string => `${(share * 100).toFixed(1)}%`;

/** A part's share of a whole; 0 when the whole is nothing. */
export const shareOf = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/** A cell as the screen shows it: money as ¥1,234.50, a share as 23.5%. */
export function cellText<Row>(column: FigureColumn<Row>, row: Row): string {
  switch (column.kind) {
    case 'text':
      return column.value(row);
    case 'money':
      return formatFen(column.value(row));
    case 'count':
      return String(column.value(row));
    case 'share':
      return formatShare(column.value(row));
  }
}
