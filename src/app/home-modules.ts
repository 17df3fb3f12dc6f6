/**
 * The lazy modules between /login and /home: the router loads them on the way there, and the
 * login route fetches them on the member's first intent, so /home renders without waiting.
 */
export const loadDataBoundary = () => import('./layouts/data-boundary');
export const loadShellLayout = () => import('./layouts/shell-layout');
export const loadHomeRoute = () => import('./routes/shell/home-route');

export const prefetchHome = (): void =>
  void Promise.all([loadDataBoundary(), loadShellLayout(), loadHomeRoute()]);
