import { apiClient } from '@/lib/api-client';
import { noAnswer } from '@/lib/schema';
import type { AddToCartInput, UpdateCartNumInput } from './cart-types';
import { cartCountSchema, cartRowSchema, cartRowsSchema } from './cart-schemas';

export const CART_PATHS = {
  rows: 'v1/front/user/car',
  update: 'v1/front/user/car/update',
  count: 'v1/front/user/car/num',
} as const;

/** Cart row ids travel as one string joined by ';' (as for orders from the cart). */
export const joinIds = (ids: readonly number[]) => ids.join(';');

/** Number of rows in the member's cart, for the toolbar badge. */
export const getCartCount = () =>
  apiClient.get(CART_PATHS.count, cartCountSchema, { background: true });

export const getCartRows = () => apiClient.get(CART_PATHS.rows, cartRowsSchema);

/** Adds a stock to the cart, or raises the quantity of its row when it is there already. */
export const addToCart = (input: AddToCartInput) =>
  apiClient.post(CART_PATHS.rows, input, cartRowSchema);

export const updateCartNum = (input: UpdateCartNumInput) =>
  apiClient.put(CART_PATHS.update, input, cartRowSchema);

export const deleteCartRows = (ids: readonly number[]) =>
  apiClient.delete(CART_PATHS.rows, noAnswer, {
    params: { userShoppingCartIdList: joinIds(ids) },
  });
