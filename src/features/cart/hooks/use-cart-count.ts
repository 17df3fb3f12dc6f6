import { useQuery } from '@tanstack/react-query';
import { getCartCount } from '../api/cart-api';
import { cartKeys } from '../api/cart-keys';

/** The toolbar badge; every cart mutation invalidates cartKeys.all to keep it in step. */
export function useCartCount(): number {
  const { data } = useQuery({ queryKey: cartKeys.count(), queryFn: getCartCount });
  return data ?? 0;
}
