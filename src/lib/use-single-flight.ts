import { useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time: calls made while it is in flight (a double
 * click, Enter pressed repeatedly) are dropped. The action may refuse before starting by
 * returning null (a check of the form's own failed): nothing is in flight then, and `pending`,
 * which drives the button's loading state, never turns true, not even for one render.
 * `run` resolves with the action's result, or undefined when the call was dropped or refused.
 */
export function useSingleFlight<Args extends unknown[], Result = void>(
  action: (...args: Args) => Promise<Result> | null,
) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (...args: Args): Promise<Result | undefined> => {
    if (inFlight.current) return undefined;
    const started = action(...args);
    if (started === null) return undefined;
    inFlight.current = true;
    setPending(true);
    try {
      return await started;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}
