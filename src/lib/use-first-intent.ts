import { useEffect, useRef } from 'react';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `act` once, on the member's first sign of intent on the page (a pointer press, a key or
 * a focused field): the moment to fetch what the next step needs, without weighing on the
 * first paint or on a page that is only looked at.
 */
export function useFirstIntent(act: () => void): void {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const onIntent = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
      latest.current();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, []);
}
