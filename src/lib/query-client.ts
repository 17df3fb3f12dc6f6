import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refreshChanged } from './query-changes';

/**
 * Failures are already shown by the API client, so queries never retry into repeated toasts.
 * Each mutation declares in its meta what it changes (query-changes.ts), and the cache
 * refreshes that once the mutation settles, after a failure too (unless it says otherwise): a
 * refusal usually means the data moved on elsewhere, and a money action whose answer was lost
 * may have happened. The refresh runs beside what the screen does next, never holding it up:
 * a dialog closes, or an order goes on to payment, while the data behind it is fetched again.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) => {
        if (error !== null && mutation.meta?.onlyOnSuccess) return;
        void refreshChanged(queryClient, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
