/**
 * What a column holds, and so how its cells are written and shown: text as it reads, money as
 * integer fen shown in yuan, a count, a share of a whole (0 to 1), a calendar day or a moment.
 */
export type CellKind = 'text' | 'money' | 'count' | 'share' | 'day' | 'time';

export interface SheetColumn {
  title: string;
  kind: CellKind;
}

/**
 * A cell's value for its column's kind: text a string; money integer fen; a count or a share a
 * number; a day 'YYYY-MM-DD'; a time 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD HH:mm'. Null, '' or a
 * value its kind cannot read is an empty cell.
 */
export type CellValue = string | number | null;

/** One sheet: its name, its columns (the header row) and its rows, cell by cell. */
export interface SheetInput {
  sheet: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly CellValue[])[];
}
