import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a dialog whose code loads on first use is mounted
 * from then on, so that it can also animate its closing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
