import { apiClient } from '@/lib/api-client';
import type { AddToCartInput, CartRow, UpdateCartNumInput } from './cart-types';

export const CART_PATHS = {
  rows: 'v1/front/user/car',
  update: 'v1/front/user/car/update',
  count: 'v1/front/user/car/num',
} as const;

/** Cart row ids travel as one string joined by ';' (as for orders from the cart). */
export const joinIds = (ids: readonly number[]) => ids.join(';');

/** Number of rows in the member's cart, for the toolbar badge. */
export const getCartCount = () => apiClient.get<number>(CART_PATHS.count);

export const getCartRows = () => apiClient.get<CartRow[]>(CART_PATHS.rows);

/** Adds a stock to the cart, or raises the quantity of its row when it is there already. */
export const addToCart = (input: AddToCartInput) => apiClient.post<CartRow>(CART_PATHS.rows, input);

export const updateCartNum = (input: UpdateCartNumInput) =>
  apiClient.put<CartRow>(CART_PATHS.update, input);

export const deleteCartRows = (ids: readonly number[]) =>
  apiClient.delete<null>(CART_PATHS.rows, { params: { userShoppingCartIdList: joinIds(ids) } });
