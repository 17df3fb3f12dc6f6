import { fen, int, list, num, text, v, type Schema } from '@/lib/schema';
import { sellOfferEntries } from '@/lib/sell-offer';
import type { CartRow } from './cart-types';

export const cartCountSchema: Schema<number> = num(0);

export const cartRowSchema: Schema<CartRow> = v.object({
  userShoppingCartId: int(),
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  goodStockId: int(),
  goodStockName: text(),
  price: fen(),
  num: num(1),
  stock: num(0),
  ...sellOfferEntries,
});

export const cartRowsSchema: Schema<CartRow[]> = list(cartRowSchema);
