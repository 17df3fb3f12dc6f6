import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';

/** Browser back (and forward) stays on the current page: every history pop is undone. */
export function useDisableBack(): void {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}

/**
 * The router numbers the entries it writes in this tab (`idx` of the history state, 0 for the
 * entry the app was opened on). A memory router (tests) writes none.
 */
const isFirstEntryOfTheApp = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && state.idx === 0;
};

/**
 * On the first entry of the app's history (the page after login, which replaces /login, or a
 * page opened directly) back would leave the app, since there is no page of the app before it
 * to undo a pop towards. The same page is pushed once more, so back lands on an entry of the
 * app, and `useDisableBack` undoes it like any other.
 */
export function useBackStaysInApp(): void {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const pushedFor = useRef<string | null>(null);
  useEffect(() => {
    if (pushedFor.current === key || !isFirstEntryOfTheApp()) return;
    pushedFor.current = key;
    void navigate({ pathname, search, hash }, { state, preventScrollReset: true });
  }, [pathname, search, hash, state, key, navigate]);
}
