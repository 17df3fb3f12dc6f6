import type { CellKind, CellValue, SheetColumn, SheetInput } from './sheet-input';
import { dateSerial } from './date-serial';
import { HEADER_STYLE, STYLE_OF_KIND } from './styles';
import { escapeXml, xmlCharacters } from './xml-text';

/** Excel's limit on a sheet's name, and the characters it refuses there. */
const SHEET_NAME_LENGTH = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
/** Excel's limit on a cell's text; a longer one makes it call the file damaged. */
const CELL_TEXT_LENGTH = 32_767;
const MIN_WIDTH = 10;
const MAX_WIDTH = 40;
/** The rows a column's width is measured on: enough to be typical, few enough to be quick. */
const WIDTH_SAMPLE_ROWS = 300;
const LETTERS = 26;

/** A sheet's name as Excel takes it. */
export const sheetNameOf = (name: string): string =>
  xmlCharacters(name).replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_LENGTH) || 'Sheet1';

/**
 * Text a spreadsheet reads as a formula when it is typed or read from CSV (OWASP); a lone sign
 * (the '-' of an empty figure) is none.
 */
const FORMULA_START = /^[=+\-@\t\r]./s;

/**
 * Text no spreadsheet evaluates. Text cells are inline strings in the text format, which Excel
 * and LibreOffice open as text; but such text becomes a formula again once it is saved as CSV,
 * copied out as plain text or entered into a cell of another format, so it starts with a `'`.
 */
const inertText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Text as its cell holds it: characters XML can hold, no formula, within Excel's length. */
const cellText = (text: string): string =>
  inertText(xmlCharacters(text)).slice(0, CELL_TEXT_LENGTH);

const FEN_DIGITS = 2;

/** Integer fen as yuan written out digit by digit, so that 5 fen is exactly 0.05. */
function yuanOf(fen: number): string {
  if (!Number.isSafeInteger(fen)) return String(fen / 10 ** FEN_DIGITS);
  const digits = String(Math.abs(fen)).padStart(FEN_DIGITS + 1, '0');
  return `${fen < 0 ? '-' : ''}${digits.slice(0, -FEN_DIGITS)}.${digits.slice(-FEN_DIGITS)}`;
}

/** The number a cell of a figure's or a date's kind holds, as written; null when there is none. */
function numberOf(kind: Exclude<CellKind, 'text'>, value: CellValue): string | null {
  if (kind === 'day' || kind === 'time') {
    const serial = typeof value === 'string' ? dateSerial(kind, value) : null;
    return serial === null ? null : String(serial);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return kind === 'money' ? yuanOf(value) : String(value);
}

const textCell = (ref: string, style: number, text: string) =>
  `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cellText(text))}</t></is></c>`;

function cellXml(ref: string, kind: CellKind, value: CellValue): string {
  const style = STYLE_OF_KIND[kind];
  if (kind === 'text') {
    return value === null || value === ''
      ? `<c r="${ref}" s="${style}"/>`
      : textCell(ref, style, String(value));
  }
  const number = numberOf(kind, value);
  return number === null
    ? `<c r="${ref}" s="${style}"/>`
    : `<c r="${ref}" s="${style}"><v>${number}</v></c>`;
}

/** A column's letters: A to Z, then AA. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / LETTERS)) {
    name = String.fromCharCode(65 + ((rest - 1) % LETTERS)) + name;
  }
  return name;
}

/** The text a cell shows, near enough to measure its column by. */
const shownText = (kind: CellKind, value: CellValue): string =>
  kind === 'text'
    ? cellText(String(value ?? ''))
    : kind === 'day' || kind === 'time'
      ? String(value ?? '')
      : (numberOf(kind, value) ?? '');

/** A width in characters: a Chinese character takes two. */
const textWidth = (text: string): number =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 2 : 1), 0);

/** Each column's width: its widest text among the header and the first rows, within bounds. */
function columnWidths({ columns, rows }: SheetInput): number[] {
  const sample = rows.slice(0, WIDTH_SAMPLE_ROWS);
  return columns.map((column, index) => {
    const widest = Math.max(
      textWidth(column.title),
      ...sample.map((row) => textWidth(shownText(column.kind, row[index] ?? null))),
    );
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

const colsXml = (widths: readonly number[]): string =>
  widths.length === 0
    ? ''
    : `<cols>${widths
        .map(
          (width, index) =>
            `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
        )
        .join('')}</cols>`;

/**
 * The worksheet up to its first row of data: its size, the header row frozen in place, the
 * columns' widths and the header row in bold.
 */
export function worksheetStart(input: SheetInput): string {
  const names = input.columns.map((_, index) => columnName(index));
  const last = names[names.length - 1];
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
    last ? `<dimension ref="A1:${last}${input.rows.length + 1}"/>` : '',
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0">',
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>',
    '</sheetView></sheetViews>',
    '<sheetFormatPr defaultRowHeight="15"/>',
    colsXml(columnWidths(input)),
    '<sheetData><row r="1">',
    ...input.columns.map((column, index) =>
      textCell(`${names[index]}1`, HEADER_STYLE, column.title),
    ),
    '</row>',
  ].join('');
}

/** Rows as worksheet XML, the first of them the sheet's row `firstNumber` (the header is 1). */
export function worksheetRows(
  columns: readonly SheetColumn[],
  rows: readonly (readonly CellValue[])[],
  firstNumber: number,
): string {
  const names = columns.map((_, index) => columnName(index));
  return rows
    .map((row, offset) => {
      const number = firstNumber + offset;
      const cells = columns.map((column, index) =>
        cellXml(`${names[index]}${number}`, column.kind, row[index] ?? null),
      );
      return `<row r="${number}">${cells.join('')}</row>`;
    })
    .join('');
}

export const WORKSHEET_END = '</sheetData></worksheet>';
