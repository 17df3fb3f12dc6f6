import { useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: calls made while it is in flight (a double
 * click, Enter pressed repeatedly) are dropped. `pending` drives the button's loading state.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (...args: Args): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action(...args);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}
