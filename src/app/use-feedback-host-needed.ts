import { useEffect, useState } from 'react';
import { whenFeedbackWaits } from '@/lib/feedback';
import { useFirstIntent } from '@/lib/use-first-intent';

/**
 * False until the toast and dialog host is needed: the member's first key, click or focus, or
 * a first message to show. Until then no page waits for its code, and a page that is only
 * looked at never fetches it.
 */
export function useFeedbackHostNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useFirstIntent(() => setNeeded(true));
  useEffect(() => {
    whenFeedbackWaits(() => setNeeded(true));
    return () => whenFeedbackWaits(null);
  }, []);
  return needed;
}
