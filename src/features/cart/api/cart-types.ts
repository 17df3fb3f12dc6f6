import type { StockLine } from '@/lib/api-types';
import type { SellOffer } from '@/lib/sell-offer';

/** One row of the member's cart, joined with its good, its promotion and its stock. */
export interface CartRow extends StockLine, SellOffer {
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
