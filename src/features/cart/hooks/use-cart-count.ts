import { useQuery } from '@tanstack/react-query';
import { getCartCount } from '../api/cart-api';
import { cartKeys } from '../api/cart-keys';

/**
 * The toolbar badge; every cart mutation refreshes cartKeys.all, and an action of another
 * feature that fills the cart names the cart topic, to keep it in step.
 */
export function useCartCount(): number {
  const { data } = useQuery({
    queryKey: cartKeys.count(),
    queryFn: getCartCount,
    meta: { topics: ['cart'] },
  });
  return data ?? 0;
}
