import { useEffect } from 'react';
import { useUiStore } from '@/stores/ui-store';

/**
 * Opens the connect flow when an error answer asked for it (9000/9002/9003 "立即关联"), and
 * clears the request so that it opens once.
 */
export function useConnectRequest(open: () => void) {
  const requested = useUiStore((state) => state.connectRequested);
  const clear = useUiStore((state) => state.clearConnectRequest);
  useEffect(() => {
    if (!requested) return;
    open();
    clear();
  }, [requested, open, clear]);
}
