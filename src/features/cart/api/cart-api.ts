import { apiClient } from '@/lib/api-client';

export const CART_PATHS = {
  count: 'v1/front/user/car/num',
} as const;

/** Number of rows in the member's cart, for the toolbar badge. */
export const getCartCount = () => apiClient.get<number>(CART_PATHS.count);
