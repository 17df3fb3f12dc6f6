import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { cartEndpoints } from '../api/cart-endpoints';

/**
 * The toolbar badge; every cart mutation refreshes the cart group, and an action of another
 * feature that fills the cart names the cart topic, to keep it in step.
 */
export function useCartCount(): number {
  const { data } = useQuery({
    ...endpointQuery(cartEndpoints.count, { background: true }),
    meta: { topics: ['cart'] },
  });
  return data ?? 0;
}
