import { useEffect } from 'react';
import { changesOfGroup } from '@/lib/endpoint-query';
import { useRefreshChanged } from '@/lib/query-changes';
import { useUiStore } from '@/stores/ui-store';
import { ordersEndpoints } from '../api/orders-endpoints';

/**
 * The app-wide order dialog pays or cancels orders outside this feature, and asks the server
 * what became of a payment whose answer was lost: when it closes, the orders shown may have
 * changed, so they are fetched again.
 */
export function useRefreshAfterCheckout() {
  const refreshChanged = useRefreshChanged();
  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.checkout && !state.checkout) {
          void refreshChanged(changesOfGroup(ordersEndpoints));
        }
      }),
    [refreshChanged],
  );
}
