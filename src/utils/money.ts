import { numberCopy } from '@/copy';
import { formatCount } from './number';

const FEN_PER_YUAN = 100;
const YUAN_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const RATIO_PATTERN = /^(\d+)(?:\.(\d+))?$/;

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`Amount must be a safe integer number of fen, got ${fen}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function splitFen(fen: number): { sign: string; yuan: string; cents: string } {
  assertFen(fen);
  const abs = Math.abs(fen);
  return {
    sign: fen < 0 ? '-' : '',
    yuan: String(Math.floor(abs / FEN_PER_YUAN)),
    cents: String(abs % FEN_PER_YUAN).padStart(2, '0'),
  };
}

/** 123450 -> '¥1,234.50'; -1230 -> '-¥12.30'. */
export function formatFen(fen: number): string {
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}${numberCopy.yuanPrefix}${groupThousands(yuan)}.${cents}`;
}

/** Money in and out of a statement: 123450 -> '+¥1,234.50', -1230 -> '-¥12.30', 0 -> '¥0.00'. */
export const formatSignedFen = (fen: number): string =>
  fen > 0 ? `+${formatFen(fen)}` : formatFen(fen);

/** An amount the server may not have given: formatFen, or a dash (never ¥0.00) for none. */
export const formatFenOrNone = (fen: number | null): string =>
  fen === null ? numberCopy.noFigure : formatFen(fen);

const WAN_YUAN = 10_000;

/**
 * An amount for a headline figure (SPEC section 9): under ¥10,000 as formatFen, from there on
 * in 万 or 亿 of yuan to two decimals (123456789 fen is ¥123.46万). The exact figure is shown
 * beside it, on hover or in a table.
 */
export function formatFenShort(fen: number): string {
  assertFen(fen);
  const yuan = Math.abs(fen) / FEN_PER_YUAN;
  if (yuan < WAN_YUAN) return formatFen(fen);
  return `${fen < 0 ? '-' : ''}${numberCopy.yuanPrefix}${formatCount(yuan)}`;
}

/** 123450 -> '1234.50': the value for an amount input, without symbol or separators. */
export function fenToYuanString(fen: number): string {
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}${yuan}.${cents}`;
}

/**
 * Parses a yuan amount with at most two decimals into integer fen by string arithmetic,
 * so '0.29' is exactly 29. Anything else ('', 'abc', '1e3', '+1', '1.005', '.5') is null.
 */
export function yuanToFen(input: string | number): number | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const match = YUAN_PATTERN.exec(String(input).trim());
  if (!match) return null;
  const [, sign, yuan, decimals = ''] = match;
  const magnitude = Number(yuan) * FEN_PER_YUAN + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * fen x ratioPerThousand / 1000 as integer fen, rounded half away from zero. Recharge fees
 * are stored per thousand (WxRatio 6 is 0.6 %); computed in BigInt so no float error creeps in.
 */
export function percentOfFen(fen: number, ratioPerThousand: number): number {
  assertFen(fen);
  const ratio = RATIO_PATTERN.exec(String(ratioPerThousand));
  if (!ratio) {
    throw new RangeError(`Ratio must be a non-negative decimal, got ${ratioPerThousand}`);
  }
  const [, whole, fraction = ''] = ratio;
  const numerator = BigInt(Math.abs(fen)) * BigInt(whole + fraction);
  const denominator = 1000n * 10n ** BigInt(fraction.length);
  const rounded = Number((2n * numerator + denominator) / (2n * denominator));
  if (!Number.isSafeInteger(rounded)) {
    throw new RangeError(`Fee of ${fen} fen at ${ratioPerThousand}‰ is not a safe integer`);
  }
  return fen < 0 ? -rounded : rounded;
}
