import { QueryClient } from '@tanstack/react-query';

/** Failures are already shown by the API client, so queries never retry into repeated toasts. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
