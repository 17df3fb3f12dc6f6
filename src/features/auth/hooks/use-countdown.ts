import { useEffect, useState } from 'react';

/** A whole-second countdown from `seconds` to 0; its timer stops on unmount. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return {
    remaining,
    running: remaining > 0,
    start: () => setRemaining(seconds),
  };
}
