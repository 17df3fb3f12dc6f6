import { fen, int, list, num, text, v, type Input, type Output } from '@/lib/schema';
import { sellOfferEntries } from '@/lib/sell-offer';

/** Number of rows in the member's cart. */
export const cartCountSchema = num(0);

/** One row of the member's cart, joined with its good, its promotion and its stock. */
export const cartRowSchema = v.object({
  userShoppingCartId: int(),
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  goodStockId: int(),
  goodStockName: text(),
  /** Unit price in fen. */
  price: fen(),
  num: num(1),
  /** Units in stock: the most that can be bought. */
  stock: num(0),
  ...sellOfferEntries,
});
export type CartRow = Output<typeof cartRowSchema>;

export const cartRowsSchema = list(cartRowSchema);

export const addToCartBodySchema = v.object({
  goodStockId: v.number(),
  goodNum: v.number(),
});
export type AddToCartInput = Input<typeof addToCartBodySchema>;

export const updateCartNumBodySchema = v.object({
  userShoppingCartId: v.number(),
  num: v.number(),
});
export type UpdateCartNumInput = Input<typeof updateCartNumBodySchema>;

/** Cart row ids travel as one string joined by ';' (as for orders from the cart). */
export const joinIds = (ids: readonly number[]) => ids.join(';');

/** Cart row ids joined by ';'. */
export const deleteCartRowsQuerySchema = v.object({
  userShoppingCartIdList: v.string(),
});
