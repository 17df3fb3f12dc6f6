import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { RechargeHost } from './recharge-host';

dayjs.locale('zh-cn');

/** The server cache of every screen that loads data, and the dialogs that need it; /login does without them. */
const appQueryClient = createQueryClient();

// When a session ends (logout or session failure) no cached member data may outlive it.
useSessionStore.subscribe((state, previous) => {
  if (state.epoch !== previous.epoch) appQueryClient.clear();
});

function DataBoundary() {
  return (
    <QueryClientProvider client={appQueryClient}>
      <Outlet />
      <RechargeHost />
    </QueryClientProvider>
  );
}

export { DataBoundary as Component };
