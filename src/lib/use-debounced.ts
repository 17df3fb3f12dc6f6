import { debounce } from 'lodash-es';
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';

type Run<Args extends unknown[]> = (...args: Args) => void;

/**
 * `run`, called once `delayMs` (SPEC: 2000 ms) have passed since the last call, with that
 * call's arguments; `cancel()` drops a pending call, and unmounting cancels it. The `run` of
 * the last call is the one called, so it may close over fresh state.
 */
export function useDebounced<Args extends unknown[]>(
  run: Run<Args>,
  delayMs: number = DEBOUNCE_MS,
) {
  const [debounced] = useState(() =>
    debounce((latest: Run<Args>, ...args: Args) => latest(...args), delayMs),
  );
  useEffect(() => () => debounced.cancel(), [debounced]);
  return Object.assign((...args: Args) => debounced(run, ...args), {
    cancel: () => debounced.cancel(),
  });
}
