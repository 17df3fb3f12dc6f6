import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { CheckoutHost } from './checkout-host';
import { RechargeHost } from './recharge-host';

dayjs.locale('zh-cn');

/** The server cache of every screen that loads data, and the dialogs that need it; /login does without them. */
const appQueryClient = createQueryClient();

// When a session ends (logout or session failure) no cached member data, and no dialog
// opened for it, may outlive it.
useSessionStore.subscribe((state, previous) => {
  if (state.epoch === previous.epoch) return;
  appQueryClient.clear();
  const ui = useUiStore.getState();
  ui.closeCheckout();
  ui.closeRecharge();
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
