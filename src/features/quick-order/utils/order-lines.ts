import { quickOrderCopy } from '@/copy';
import { toHalfWidth } from '@/utils/half-width';

/** A good as a line names it: its number (the good's id) or words of its name. */
export type NamedGood = { id: number } | { name: string };

/** One line of a quick order, as the member pasted it or a sheet held it. */
export interface OrderLine {
  /** 1-based, counting blank lines too, so the preview names the line the member sees. */
  lineNo: number;
  good: NamedGood;
  /** The specification as written; '' when the line names none. */
  spec: string;
  /** A whole number from 1, or null when the line's quantity is missing or not one. */
  quantity: number | null;
}

/** A spreadsheet's lines are split by tabs, a chat's by commas (or 、 ;), else by spaces. */
function cellsOf(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : /[,、;]/.test(line) ? /[,、;]/ : /\s+/;
  return line.split(separator);
}

const quantityOf = (cell: string | undefined): number | null =>
  cell !== undefined && /^\d+$/.test(cell) && Number(cell) > 0 ? Number(cell) : null;

const goodOf = (cell: string): NamedGood =>
  /^\d+$/.test(cell) ? { id: Number(cell) } : { name: cell };

/** The template's and the exports' head row, which names the columns rather than a good. */
const isHeadRow = (cells: readonly string[]) =>
  cells.some((cell) => cell.includes(quickOrderCopy.columnQuantity)) &&
  quantityOf(cells[cells.length - 1]) === null;

/**
 * Reads the rows of "商品编号或名称, 规格, 数量" cells (a pasted text's lines or a sheet's rows),
 * blank rows and a head row skipped. Two cells are a good and its quantity; more, the good,
 * its specification and the quantity last.
 */
export function orderLinesOf(rows: readonly (readonly string[])[]): OrderLine[] {
  const lines: OrderLine[] = [];
  rows.forEach((row, index) => {
    const cells = row.map((cell) => toHalfWidth(cell).trim());
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    if (cells.length === 0 || cells[0] === '') return;
    if (lines.length === 0 && isHeadRow(cells)) return;
    const [first, ...rest] = cells;
    lines.push({
      lineNo: index + 1,
      good: goodOf(first),
      spec: rest.slice(0, -1).join(' '),
      quantity: quantityOf(rest[rest.length - 1]),
    });
  });
  return lines;
}

/** Pasted text, full-width digits and signs read as typed: its lines as order lines. */
export const parseOrderLines = (text: string): OrderLine[] =>
  orderLinesOf(
    toHalfWidth(text)
      .split(/\r?\n/)
      .map((line) => cellsOf(line.trim())),
  );
