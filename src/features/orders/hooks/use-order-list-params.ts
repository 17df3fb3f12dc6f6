import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readOrderListParams,
  writeOrderListParams,
  type OrderListChanges,
} from '../utils/order-list-params';

/** Page, status and keyword of an order list live in the URL beside its other parameters. */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: OrderListChanges) =>
      setSearchParams((current) => writeOrderListParams(current, changes)),
    [setSearchParams],
  );
  return { params: readOrderListParams(searchParams), update };
}
