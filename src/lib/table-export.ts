import type { CellObject, SheetData } from 'write-excel-file/browser';
import { loadChunk } from './chunk-recovery';
import type { FigureColumn } from './figure-columns';

/** A table of figures as a file: its columns, the rows shown, and what the file is called. */
export interface FiguresFile<Row> {
  /** The file's name, without .xlsx. */
  name: string;
  /** The sheet's name. */
  sheet: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
}

/**
 * Number formats Excel shows the cells in: money as yuan with two decimals, shares as percents
 * with one, as the screen does; text stays text (a month or a phone is never read as a number).
 */
const FORMATS = {
  text: '@',
  money: '"¥"#,##0.00',
  count: '#,##0',
  share: '0.0%',
} as const;

const FEN_PER_YUAN = 100;
/** Excel's limit on a sheet's name, and the characters it refuses there. */
const SHEET_NAME_LENGTH = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const MIN_WIDTH = 10;
const MAX_WIDTH = 40;

/**
 * The generator compresses each part of the file on the page's own thread up to 160 kB (fflate);
 * a larger sheet would be compressed in a Web Worker made from a blob: URL, which the deployed
 * Content-Security-Policy refuses (`worker-src 'none'`). A screen's table stays far below.
 */
export const MAX_EXPORT_CELLS = 3_000;

/**
 * Text a spreadsheet reads as a formula when it is typed or read from CSV (OWASP); a lone sign
 * (the '-' of an empty figure) is none.
 */
const FORMULA_START = /^[=+\-@\t\r]./s;

/**
 * Text no spreadsheet evaluates. The writer stores text as shared strings (`t="s"`) in the text
 * format, which Excel and LibreOffice open as text; but such text becomes a formula again once
 * it is saved as CSV, copied out as plain text or entered into a cell of another format, so it
 * starts with a `'`.
 */
const inertText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

function cellOf<Row>(column: FigureColumn<Row>, row: Row): CellObject {
  if (column.kind === 'text') {
    return { value: inertText(column.value(row)), type: String, format: FORMATS.text };
  }
  const value = column.value(row);
  return {
    value: column.kind === 'money' ? value / FEN_PER_YUAN : value,
    type: Number,
    format: FORMATS[column.kind],
  };
}

/** A column's width in characters: a Chinese character takes two. */
function widthOf(texts: readonly string[]): number {
  const widest = Math.max(
    ...texts.map((text) =>
      [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0),
    ),
  );
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

/** The header row (bold) and one row per table row, each cell typed and formatted. */
export function sheetOf<Row>({ columns, rows }: FiguresFile<Row>): SheetData {
  return [
    columns.map((column): CellObject => ({ value: column.title, fontWeight: 'bold' })),
    ...rows.map((row) => columns.map((column) => cellOf(column, row))),
  ];
}

/** The file's writer; the generator loads with the first export, in a chunk of its own. */
async function writerOf<Row>(file: FiguresFile<Row>) {
  if ((file.rows.length + 1) * file.columns.length > MAX_EXPORT_CELLS) {
    throw new RangeError(`A table of ${file.rows.length} rows is too large to export`);
  }
  const { default: writeXlsxFile } = await loadChunk(() => import('write-excel-file/browser'));
  const sheet = sheetOf(file);
  return writeXlsxFile(sheet, {
    sheet: file.sheet.replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_LENGTH),
    stickyRowsCount: 1,
    columns: file.columns.map((_, index) => ({
      width: widthOf(sheet.map((cells) => String((cells[index] as CellObject).value ?? ''))),
    })),
  });
}

/** The .xlsx file of a table. */
export const workbookOf = async <Row>(file: FiguresFile<Row>): Promise<Blob> =>
  (await writerOf(file)).toBlob();

/** Saves the table as `name.xlsx`, as the browser saves a download. */
export const downloadWorkbook = async <Row>(file: FiguresFile<Row>): Promise<void> =>
  (await writerOf(file)).toFile(`${file.name}.xlsx`);
