/** SPEC section 3, order-confirmation item: a cart row or a stock, as the dialog shows it. */
export interface CheckoutItem {
  /** The cart row id, or the stock id when buying directly. */
  id: number;
  goodId: number;
  goodName: string;
  goodImg: string;
  goodStockName: string;
  /** Unit price in fen. */
  price: number;
  num: number;
  /** The most that can be bought. */
  stock: number;
}

export const itemsTotalFen = (items: readonly CheckoutItem[]): number =>
  items.reduce((sum, item) => sum + item.price * item.num, 0);

export const itemsCount = (items: readonly CheckoutItem[]): number =>
  items.reduce((sum, item) => sum + item.num, 0);
