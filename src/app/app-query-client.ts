import { createQueryClient } from '@/lib/query-client';
import { resetOrderLock } from '@/features/checkout/stores/order-lock-store';
import { getFeedback } from '@/lib/feedback';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

/**
 * The server cache of every screen that loads data (the data boundary provides it, and a
 * screen's loader asks its data into it before the screen renders); /login does without it.
 */
export const appQueryClient = createQueryClient();

// When a session ends or another begins (logout, session failure, a new login) no cached
// member data, no dialog opened for it and no client state of it may outlive it.
useSessionStore.subscribe((state, previous) => {
  if (state.epoch === previous.epoch) return;
  appQueryClient.clear();
  useUiStore.getState().resetForSession();
  resetOrderLock();
  getFeedback().closeDialogs();
});
