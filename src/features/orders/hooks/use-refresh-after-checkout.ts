import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { ordersKeys } from '../api/orders-keys';

/**
 * The app-wide order dialog pays or cancels orders outside this feature: when it closes, the
 * orders shown may have changed, so they are fetched again.
 */
export function useRefreshAfterCheckout() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.checkout && !state.checkout) {
          void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
        }
      }),
    [queryClient],
  );
}
