import type { LineMatch, StockOption } from './match-lines';
import type { OrderLine } from './order-lines';

/** A line of the preview: what was written, what the catalogue said (null: not yet), the stock. */
export interface PreviewLine {
  line: OrderLine;
  match: LineMatch | null;
  /** The stock the line goes into the cart as: the only match, or the member's choice. */
  chosen: StockOption | null;
}

/** Whether the goods can go to the default address, as far as it is known. */
export type Delivery =
  | { kind: 'checking' }
  /** No default address: nothing is checked, and nothing held back for it. */
  | { kind: 'noAddress' }
  | { kind: 'failed' }
  | { kind: 'checked'; deliverable: ReadonlyMap<number, boolean> };

export type LineStatus =
  'matching' | 'matched' | 'choose' | 'notFound' | 'quantityInvalid' | 'beyondRange' | 'failed';

/** A line's preview as the catalogue has it: the only stock it can mean is taken. */
export function previewOf(line: OrderLine, match: LineMatch | null): PreviewLine {
  const only =
    match?.kind === 'found' && match.options.length === 1 && !match.specMissing
      ? (match.options[0] ?? null)
      : null;
  return { line, match, chosen: only };
}

/** Where a line stands: only a matched line goes into the cart. */
export function statusOf({ line, match, chosen }: PreviewLine, delivery: Delivery): LineStatus {
  if (match === null) return 'matching';
  if (match.kind !== 'found') return match.kind;
  if (chosen === null) return 'choose';
  if (line.quantity === null || line.quantity > chosen.stock) return 'quantityInvalid';
  switch (delivery.kind) {
    case 'checking':
      return 'matching';
    case 'failed':
      return 'failed';
    case 'checked':
      return delivery.deliverable.get(chosen.goodId) === false ? 'beyondRange' : 'matched';
    case 'noAddress':
      return 'matched';
  }
}

/** The goods whose delivery the preview needs: every good a line may mean. */
export const goodsToCheck = (lines: readonly PreviewLine[]): number[] => [
  ...new Set(
    lines.flatMap(({ match }) =>
      match?.kind === 'found' ? match.options.map((option) => option.goodId) : [],
    ),
  ),
];

/** A line that goes into the cart: its stock and quantity. */
export interface ReadyLine {
  lineNo: number;
  goodStockId: number;
  goodNum: number;
}

/** The matched lines, as the cart takes them. */
export const readyLines = (
  lines: readonly PreviewLine[],
  statuses: readonly LineStatus[],
): ReadyLine[] =>
  lines.flatMap(({ line, chosen }, index) =>
    statuses[index] === 'matched' && chosen && line.quantity !== null
      ? [{ lineNo: line.lineNo, goodStockId: chosen.goodStockId, goodNum: line.quantity }]
      : [],
  );
