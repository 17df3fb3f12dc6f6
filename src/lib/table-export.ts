import { loadChunk } from './chunk-recovery';
import type { FigureColumn } from './figure-columns';
import { saveBlob } from './xlsx/save-blob';
import type { SheetInput } from './xlsx/sheet-input';

/** A table of figures as a file: its columns, the rows shown, and what the file is called. */
export interface FiguresFile<Row> {
  /** The file's name, without .xlsx. */
  name: string;
  /** The sheet's name. */
  sheet: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
}

/** The table as a sheet: its columns' titles and kinds, and each row's values. */
const sheetOf = <Row>({ sheet, columns, rows }: FiguresFile<Row>): SheetInput => ({
  sheet,
  columns: columns.map(({ title, kind }) => ({ title, kind })),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

/** The .xlsx file of a table; the writer loads with the first export, in a chunk of its own. */
export async function workbookOf<Row>(file: FiguresFile<Row>): Promise<Blob> {
  const { workbookBlob } = await loadChunk(() => import('./xlsx/workbook-blob'));
  return workbookBlob(sheetOf(file));
}

/** Saves the table as `name.xlsx`, as the browser saves a download. */
export const downloadWorkbook = async <Row>(file: FiguresFile<Row>): Promise<void> =>
  saveBlob(await workbookOf(file), `${file.name}.xlsx`);
