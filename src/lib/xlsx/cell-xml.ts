import { dateSerial } from './date-serial';
import type { CellKind, CellValue } from './sheet-input';
import { STYLE_OF_KIND } from './styles';
import { escapeXml, xmlCharacters } from './xml-text';

/** Excel's limit on a cell's text; a longer one makes it call the file damaged. */
const CELL_TEXT_LENGTH = 32_767;

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
export const cellText = (text: string): string =>
  inertText(xmlCharacters(text)).slice(0, CELL_TEXT_LENGTH);

const FEN_DIGITS = 2;

/** Integer fen as yuan written out digit by digit, so that 5 fen is exactly 0.05. */
function yuanOf(fen: number): string {
  if (!Number.isSafeInteger(fen)) return String(fen / 10 ** FEN_DIGITS);
  const digits = String(Math.abs(fen)).padStart(FEN_DIGITS + 1, '0');
  return `${fen < 0 ? '-' : ''}${digits.slice(0, -FEN_DIGITS)}.${digits.slice(-FEN_DIGITS)}`;
}

/** The number a cell of a figure's or a date's kind holds, as written; null when there is none. */
export function numberOf(kind: Exclude<CellKind, 'text'>, value: CellValue): string | null {
  if (kind === 'day' || kind === 'time') {
    const serial = typeof value === 'string' ? dateSerial(kind, value) : null;
    return serial === null ? null : String(serial);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return kind === 'money' ? yuanOf(value) : String(value);
}

/** A text cell in a style, as an inline string. */
export const textCell = (ref: string, style: number, text: string) =>
  `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cellText(text))}</t></is></c>`;

const isDay = (value: CellValue) => typeof value === 'string' && dateSerial('day', value) !== null;

/**
 * The kind a value is written in: a time column's value that names only its day is that day; a
 * date no kind reads stays the text the server sent, not an empty cell.
 */
function kindOf(kind: CellKind, value: CellValue): CellKind {
  if (kind === 'time' && isDay(value)) return 'day';
  const isDate = kind === 'day' || kind === 'time';
  return isDate && typeof value === 'string' && value !== '' && numberOf(kind, value) === null
    ? 'text'
    : kind;
}

/** A cell of a kind, empty when its value is none. */
export function cellXml(ref: string, columnKind: CellKind, value: CellValue): string {
  const kind = kindOf(columnKind, value);
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
