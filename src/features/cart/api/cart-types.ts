import type { StockLine } from '@/lib/api-types';

/** One row of the member's cart, joined with its good and stock. */
export interface CartRow extends StockLine {
  userShoppingCartId: number;
  /** Units in stock: the most that can be bought. */
  stock: number;
}

export interface AddToCartInput {
  goodStockId: number;
  goodNum: number;
}

export interface UpdateCartNumInput {
  userShoppingCartId: number;
  num: number;
}
