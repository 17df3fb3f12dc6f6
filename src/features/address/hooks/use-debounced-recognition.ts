import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';

/**
 * Runs `recognise` on the text once it has stopped changing for `delayMs` (SPEC: 2000 ms)
 * and hands the answer to `onResult`, unless the text changed again meanwhile: a late
 * answer for older text is dropped. Blank text cancels. Failures are left to the API layer.
 */
export function useDebouncedRecognition<T>(
  recognise: (text: string) => Promise<T>,
  onResult: (result: T, text: string) => void,
  delayMs: number = DEBOUNCE_MS,
) {
  const callbacks = useRef({ recognise, onResult });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    callbacks.current = { recognise, onResult };
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      ticket.current += 1;
    },
    [],
  );

  const schedule = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      ticket.current += 1;
      const mine = ticket.current;
      const trimmed = text.trim();
      setPending(false);
      if (!trimmed) return;
      timer.current = setTimeout(() => {
        setPending(true);
        callbacks.current
          .recognise(trimmed)
          .then(
            (result) => {
              if (mine === ticket.current) callbacks.current.onResult(result, trimmed);
            },
            () => undefined,
          )
          .finally(() => {
            if (mine === ticket.current) setPending(false);
          });
      }, delayMs);
    },
    [delayMs],
  );

  return { schedule, pending };
}
