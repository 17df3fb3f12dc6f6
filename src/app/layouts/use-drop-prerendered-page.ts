import { useLayoutEffect } from 'react';

/** The element scripts/prerender-login.mjs puts /login's first screen in. */
const PRERENDERED_ID = 'prerendered-login';

/**
 * Takes the prerendered first screen away in the same frame as the app's first screen is
 * painted, so the member never sees both, nor a blank page between them.
 */
export function useDropPrerenderedPage(): void {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_ID)?.remove();
  }, []);
}
