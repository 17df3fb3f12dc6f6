import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * False until the screen has drawn its data: no call in flight, then a frame painted. What can
 * wait (a menu's count) asks after it, instead of competing with what the member opened.
 */
export function useAfterScreenDrawn(): boolean {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn || fetching > 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame that shows the data, then the task after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (client.isFetching() === 0) setDrawn(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [client, drawn, fetching]);
  return drawn;
}
