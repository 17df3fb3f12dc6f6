import type { QueryClient, QueryFunction, QueryKey, QueryMeta } from '@tanstack/react-query';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

/** A screen's query as its hook asks it: the same key, call and meta (endpointQuery's options). */
export interface ScreenQuery<T> {
  queryKey: QueryKey;
  queryFn?: QueryFunction<T>;
  meta?: QueryMeta;
}

/**
 * Resolves once a screen shows the query under `queryKey` (it has an observer), or after
 * `timeoutMs`, when that screen is not coming.
 */
function shown(client: QueryClient, queryKey: QueryKey, timeoutMs: number): Promise<void> {
  const cache = client.getQueryCache();
  const isShown = () => (cache.find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
  if (isShown()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerAdded' && isShown()) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}

/**
 * Asks a screen's query before the screen renders (from its route's loader, while its code
 * downloads), under the options its hook uses, so the screen finds its answer asked for or
 * already there; nothing waits for it. It is the screen's own first call, only earlier: a
 * failure is held until the screen shows the query, which then shows it as its own (加载失败 and
 * 重试) instead of asking again. A query the cache already holds is left as it is: a screen seen
 * before shows and refreshes it as it always did.
 */
export function prefetchScreenQuery<T>(
  client: QueryClient,
  query: ScreenQuery<T>,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = {},
): void {
  const ask = query.queryFn;
  if (!ask || client.getQueryCache().find({ queryKey: query.queryKey, exact: true })) return;
  void client.prefetchQuery({
    ...query,
    queryFn: async (context) => {
      try {
        return await ask(context);
      } catch (error) {
        await shown(client, query.queryKey, timeoutMs);
        throw error;
      }
    },
  });
}
