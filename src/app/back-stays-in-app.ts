import { paths } from '@/config/paths';
import { isLoggedIn } from '@/stores/session-store';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The number the router gives the history entry the tab is at, 0 for the one it opened on. */
const entryIndex = (): unknown => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
};

/**
 * Browser back is undone within the app (layouts/use-disable-back.ts), but on the entry the
 * tab opened the app on there is no page of the app to undo it towards, and back would leave.
 * A logged-in member's page opened directly (a link, a bookmark, a new tab) is entered once
 * more, before anything renders, so that back lands on an entry of the app; the first page
 * after login has /login behind it (the login pushes). A reload on a later entry adds nothing.
 * The agreement tab, which stands alone, is left as it is.
 */
export function keepBackInApp(router: AppRouter): void {
  const { pathname, search, hash, state } = router.state.location;
  if (!isLoggedIn() || pathname === paths.agreement || entryIndex() !== 0) return;
  void router.navigate({ pathname, search, hash }, { state, preventScrollReset: true });
}
