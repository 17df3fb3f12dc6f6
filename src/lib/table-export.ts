import { loadChunk } from './chunk-recovery';
import { saveBlob } from './xlsx/save-blob';
import type { CellKind, CellValue, SheetInput } from './xlsx/sheet-input';

/** A column of a file: its head, the kind of its cells and each row's value. */
export interface FileColumn<Row> {
  title: string;
  kind: CellKind;
  value: (row: Row) => CellValue;
}

/** A table as a file: its columns, its rows, and what the file is called. */
export interface FiguresFile<Row> {
  /** The file's name, without .xlsx. */
  name: string;
  /** The sheet's name. */
  sheet: string;
  columns: readonly FileColumn<Row>[];
  rows: readonly Row[];
}

/** The table as a sheet: its columns' titles and kinds, and each row's values. */
const sheetOf = <Row>({ sheet, columns, rows }: FiguresFile<Row>): SheetInput => ({
  sheet,
  columns: columns.map(({ title, kind }) => ({ title, kind })),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

/** The .xlsx file of a table; the writer loads with the first export, in a chunk of its own. */
export async function workbookOf<Row>(
  file: FiguresFile<Row>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  const { workbookBlob } = await loadChunk(() => import('./xlsx/workbook-blob'));
  return workbookBlob(sheetOf(file), options);
}

/** Saves the table as `name.xlsx`, as the browser saves a download. */
export async function downloadWorkbook<Row>(
  file: FiguresFile<Row>,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const blob = await workbookOf(file, options);
  if (!options.signal?.aborted) saveBlob(blob, `${file.name}.xlsx`);
}
