import * as v from 'valibot';
import * as s from '@/lib/schema';
import { goodEntries } from '@/lib/good-schema';
import { sellOfferEntries } from '@/lib/sell-offer';

/** Number of rows in the member's cart. */
export const cartCountSchema = s.num(0);

/** One row of the member's cart, joined with its good, its promotion and its stock. */
export const cartRowSchema = v.object({
  userShoppingCartId: s.int(),
  ...goodEntries,
  goodStockId: s.int(),
  goodStockName: s.text(),
  /** Unit price in fen. */
  price: s.fen(),
  num: s.num(1),
  /** Units in stock: the most that can be bought. */
  stock: s.num(0),
  ...sellOfferEntries,
});
export type CartRow = s.Output<typeof cartRowSchema>;

export const cartRowsSchema = s.list(cartRowSchema);

export const addToCartBodySchema = v.object({
  goodStockId: v.number(),
  goodNum: v.number(),
});
export type AddToCartInput = s.Input<typeof addToCartBodySchema>;

export const updateCartNumBodySchema = v.object({
  userShoppingCartId: v.number(),
  num: v.number(),
});
export type UpdateCartNumInput = s.Input<typeof updateCartNumBodySchema>;

/** Cart row ids travel as one string joined by ';' (as for orders from the cart). */
export const joinIds = (ids: readonly number[]) => ids.join(';');

/** Cart row ids joined by ';'. */
export const deleteCartRowsQuerySchema = v.object({
  userShoppingCartIdList: v.string(),
});
