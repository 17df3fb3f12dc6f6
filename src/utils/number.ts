import { numberCopy } from '@/copy';

const WAN = 10_000;
const YI = 100_000_000;
const HUNDREDTHS = 100;

/** Hundredths as a decimal string with trailing zeros trimmed: 129 -> '1.29', 150 -> '1.5'. */
function fromHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / HUNDREDTHS);
  const fraction = String(hundredths % HUNDREDTHS)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A count for display: 9999 stays '9999', 12860 is '1.29万', 245_000_000 is '2.45亿'.
 * Rounding half-up to two decimals can reach the next unit (99_999_999 is '1亿', never
 * '10000万'), so the unit is chosen after rounding.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Count must be finite, got ${n}`);
  const abs = Math.abs(n);
  if (abs < WAN) return String(n);
  const sign = n < 0 ? '-' : '';
  const wanHundredths = Math.round(abs / (WAN / HUNDREDTHS));
  if (wanHundredths < (YI / WAN) * HUNDREDTHS) {
    return `${sign}${fromHundredths(wanHundredths)}${numberCopy.wan}`;
  }
  return `${sign}${fromHundredths(Math.round(abs / (YI / HUNDREDTHS)))}${numberCopy.yi}`;
}

/** A count exactly, its thousands grouped: 12860 is '12,860', -1234567 is '-1,234,567'. */
export function formatCountExact(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Count must be finite, got ${n}`);
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
