import { CART_PATHS } from '@/features/cart/api/cart-api';
import { countCartRows } from '../db/carts';
import { memberHandler } from './envelope';

export const cartHandlers = [
  memberHandler('get', CART_PATHS.count, ({ db, user }) => countCartRows(db, user.userId)),
];
