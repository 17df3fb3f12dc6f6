import type { PayPriceGood } from '../api/checkout-schemas';

/**
 * A pay-confirmation line's amount: unit price × quantity at the line's rate (percent of the
 * full price), rounded to the nearest fen once per line.
 */
export const payLineFen = (line: PayPriceGood): number =>
  Math.round((line.goodPrice * line.goodNum * line.rate) / 100);
