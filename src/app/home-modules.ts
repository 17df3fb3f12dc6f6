import { timedChunk } from '@/lib/chunk-recovery';

/**
 * The lazy modules between /login and /home: the router loads them on the way there, and the
 * login route fetches them on the member's first intent, so /home renders without waiting.
 */
export const loadDataBoundary = timedChunk(() => import('./layouts/data-boundary'));
export const loadShellLayout = timedChunk(() => import('./layouts/shell-layout'));
export const loadHomeRoute = timedChunk(() => import('./routes/shell/home-route'));

export const prefetchHome = (): void =>
  void Promise.all([loadDataBoundary(), loadShellLayout(), loadHomeRoute()]);
