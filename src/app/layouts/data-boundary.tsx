import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Outlet } from 'react-router-dom';
import { appQueryClient } from '../app-query-client';
import { CheckoutHost } from './checkout-host';
import { RechargeHost } from './recharge-host';

dayjs.locale('zh-cn');

/** The server cache, and the dialogs that need it; /login does without them. */
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
