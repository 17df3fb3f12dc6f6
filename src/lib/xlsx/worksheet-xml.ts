import { cellText, cellXml, numberOf, textCell } from './cell-xml';
import type { CellKind, CellValue, SheetColumn, SheetInput } from './sheet-input';
import { HEADER_STYLE } from './styles';
import { xmlCharacters } from './xml-text';

/** Excel's limit on a sheet's name, and the characters it refuses there. */
const SHEET_NAME_LENGTH = 31;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const MIN_WIDTH = 10;
const MAX_WIDTH = 40;
/** The rows a column's width is measured on: enough to be typical, few enough to be quick. */
const WIDTH_SAMPLE_ROWS = 300;
const LETTERS = 26;

/** A sheet's name as Excel takes it. */
export const sheetNameOf = (name: string): string =>
  xmlCharacters(name).replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_LENGTH) || 'Sheet1';

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
