import { cartEndpoints } from '@/features/cart/api/cart-endpoints';
import { addToCart, countCartRows, deleteCartRows, listCartRows, updateCartNum } from '../db/carts';
import { memberHandler } from './envelope';
import { readIds, required } from './request-fields';

export const cartHandlers = [
  memberHandler(cartEndpoints.count, ({ db, user }) => countCartRows(db, user.userId)),
  memberHandler(cartEndpoints.rows, ({ db, user }) => listCartRows(db, user.userId)),
  memberHandler(cartEndpoints.add, ({ db, user, body }) =>
    addToCart(db, user.userId, required(body.goodStockId), required(body.goodNum)),
  ),
  memberHandler(cartEndpoints.updateNum, ({ db, user, body }) =>
    updateCartNum(db, user.userId, required(body.userShoppingCartId), required(body.num)),
  ),
  memberHandler(cartEndpoints.remove, ({ db, user, query }) => {
    deleteCartRows(db, user.userId, readIds(query.userShoppingCartIdList ?? ''));
    return null;
  }),
];
