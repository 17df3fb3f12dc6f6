import { CART_PATHS } from '@/features/cart/api/cart-api';
import { addToCart, countCartRows, deleteCartRows, listCartRows, updateCartNum } from '../db/carts';
import { memberHandler } from './envelope';
import { readIds, requireText, text } from './request-fields';

/** An integer body field; malformed values read as NaN so that range checks refuse them. */
const integer = (body: Record<string, unknown>, name: string) => Number(requireText(body, name));

export const cartHandlers = [
  memberHandler('get', CART_PATHS.count, ({ db, user }) => countCartRows(db, user.userId)),
  memberHandler('get', CART_PATHS.rows, ({ db, user }) => listCartRows(db, user.userId)),
  memberHandler('post', CART_PATHS.rows, ({ db, user, body }) =>
    addToCart(db, user.userId, integer(body, 'goodStockId'), integer(body, 'goodNum')),
  ),
  memberHandler('put', CART_PATHS.update, ({ db, user, body }) =>
    updateCartNum(db, user.userId, integer(body, 'userShoppingCartId'), integer(body, 'num')),
  ),
  memberHandler('delete', CART_PATHS.rows, ({ db, user, query, body }) => {
    const raw = query.get('userShoppingCartIdList') ?? text(body, 'userShoppingCartIdList');
    deleteCartRows(db, user.userId, readIds(raw));
    return null;
  }),
];
