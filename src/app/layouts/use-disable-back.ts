import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/** Browser back (and forward) stays on the current page: every history pop is undone. */
export function useDisableBack(): void {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}
