/** One row of the member's cart, joined with its good and stock. */
export interface CartRow {
  userShoppingCartId: number;
  goodId: number;
  goodName: string;
  goodImg: string;
  goodStockId: number;
  goodStockName: string;
  /** Unit price in fen. */
  price: number;
  num: number;
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
