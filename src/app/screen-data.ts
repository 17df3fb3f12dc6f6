import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { backendReady } from '@/lib/backend-ready';
import { loadChunk } from '@/lib/chunk-recovery';
import { isLoggedIn } from '@/stores/session-store';

/** Asks into the cache the queries of a screen opened at a URL with these search params. */
export type ScreenDataPrefetch = (client: QueryClient, search: URLSearchParams) => void;

/**
 * A member screen's loader: asks the screen's data as soon as its route is known, while the
 * layout's and the screen's code download, instead of once they have rendered. Nothing waits
 * for it, so a navigation goes on at once; the screen reads the answers (or the failure) from
 * the cache. Only within a session: the guard sends a visitor without one to /login.
 */
export const askingData =
  (load: () => Promise<ScreenDataPrefetch>): LoaderFunction =>
  ({ request }) => {
    if (!isLoggedIn()) return null;
    const search = new URL(request.url).searchParams;
    void Promise.all([load(), loadChunk(() => import('./app-query-client')), backendReady()]).then(
      ([prefetch, { appQueryClient }]) => prefetch(appQueryClient, search),
      // a chunk that failed here fails the screen's own download too, which recovers from it
      () => undefined,
    );
    return null;
  };
