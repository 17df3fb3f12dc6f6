import type { CartRow } from '../api/cart-schemas';

export interface CartTotals {
  /** Rows chosen. */
  rows: number;
  /** Units across those rows. */
  units: number;
  /** fen */
  amount: number;
}

/** Totals of the given rows in integer fen. */
export function cartTotals(rows: readonly CartRow[]): CartTotals {
  return rows.reduce<CartTotals>(
    (totals, row) => ({
      rows: totals.rows + 1,
      units: totals.units + row.num,
      amount: totals.amount + row.price * row.num,
    }),
    { rows: 0, units: 0, amount: 0 },
  );
}

/** The selected ids that still name a row (rows go away after a delete or an order). */
export const selectedRows = (rows: readonly CartRow[], selected: ReadonlySet<number>): CartRow[] =>
  rows.filter((row) => selected.has(row.userShoppingCartId));
