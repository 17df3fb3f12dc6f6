/** Router state that opens the cart with the rows of these stocks selected. */
export interface CartArrival {
  selectStocks: number[];
}

export const selectingStocks = (goodStockIds: readonly number[]): CartArrival => ({
  selectStocks: [...goodStockIds],
});

/** The stocks whose rows the cart opens selected: none unless the state names them. */
export function stocksToSelect(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || !('selectStocks' in state)) return [];
  const { selectStocks } = state;
  return Array.isArray(selectStocks)
    ? selectStocks.filter((id): id is number => Number.isInteger(id))
    : [];
}
