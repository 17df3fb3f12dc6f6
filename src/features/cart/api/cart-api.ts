import { apiClient } from '@/lib/api-client';
import { cartEndpoints } from './cart-endpoints';
import type { AddToCartInput, UpdateCartNumInput } from './cart-schemas';

/** Cart row ids travel as one string joined by ';' (as for orders from the cart). */
export const joinIds = (ids: readonly number[]) => ids.join(';');

export const getCartCount = () => apiClient.call(cartEndpoints.count, { background: true });

export const getCartRows = () => apiClient.call(cartEndpoints.rows);

export const addToCart = (input: AddToCartInput) =>
  apiClient.call(cartEndpoints.add, { body: input });

export const updateCartNum = (input: UpdateCartNumInput) =>
  apiClient.call(cartEndpoints.updateNum, { body: input });

export const deleteCartRows = (ids: readonly number[]) =>
  apiClient.call(cartEndpoints.remove, { query: { userShoppingCartIdList: joinIds(ids) } });
