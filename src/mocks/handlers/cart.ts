import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import { addToCart, countCartRows, deleteCartRows, listCartRows, updateCartNum } from '../db/carts';
import { memberHandler } from './envelope';
import { readIds, requireText, text } from './request-fields';

/** An integer body field; malformed values read as NaN so that range checks refuse them. */
const integer = (body: Record<string, unknown>, name: string) => Number(requireText(body, name));

export const cartHandlers = [
  memberHandler(cartEndpoints.count, ({ db, user }) => countCartRows(db, user.userId)),
  memberHandler(cartEndpoints.rows, ({ db, user }) => listCartRows(db, user.userId)),
  memberHandler(cartEndpoints.add, ({ db, user, body }) =>
    addToCart(db, user.userId, integer(body, 'goodStockId'), integer(body, 'goodNum')),
  ),
  memberHandler(cartEndpoints.updateNum, ({ db, user, body }) =>
    updateCartNum(db, user.userId, integer(body, 'userShoppingCartId'), integer(body, 'num')),
  ),
  memberHandler(cartEndpoints.remove, ({ db, user, query, body }) => {
    const raw = query.get('userShoppingCartIdList') ?? text(body, 'userShoppingCartIdList');
    deleteCartRows(db, user.userId, readIds(raw));
    return null;
  }),
];
