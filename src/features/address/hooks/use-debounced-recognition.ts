import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { useDebounced } from '@/lib/use-debounced';

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
  const ticket = useRef(0);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    callbacks.current = { recognise, onResult };
  });
  useEffect(
    () => () => {
      ticket.current += 1;
    },
    [],
  );

  const recogniseLater = useDebounced((text: string, mine: number) => {
    setPending(true);
    callbacks.current
      .recognise(text)
      .then(
        (result) => {
          if (mine === ticket.current) callbacks.current.onResult(result, text);
        },
        () => undefined,
      )
      .finally(() => {
        if (mine === ticket.current) setPending(false);
      });
  }, delayMs);

  const schedule = (text: string) => {
    ticket.current += 1;
    const trimmed = text.trim();
    setPending(false);
    if (trimmed) recogniseLater(trimmed, ticket.current);
    else recogniseLater.cancel();
  };

  return { schedule, pending };
}
