import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Outlet } from 'react-router-dom';
import { getFeedback } from '@/lib/feedback';
import { createQueryClient } from '@/lib/query-client';
import { resetOrderLock } from '@/features/checkout/stores/order-lock-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { CheckoutHost } from './checkout-host';
import { RechargeHost } from './recharge-host';

dayjs.locale('zh-cn');

/** The server cache of every screen that loads data, and the dialogs that need it; /login does without them. */
const appQueryClient = createQueryClient();

// When a session ends or another begins (logout, session failure, a new login) no cached
// member data, no dialog opened for it and no client state of it may outlive it.
useSessionStore.subscribe((state, previous) => {
  if (state.epoch === previous.epoch) return;
  appQueryClient.clear();
  useUiStore.getState().resetForSession();
  resetOrderLock();
  getFeedback().closeDialogs();
});

function DataBoundary() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
      <CheckoutHost />
      <RechargeHost />
    </QueryClientProvider>
  );
}

export { DataBoundary as Component };
