import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { AntdFeedbackBridge } from '@/lib/antd-feedback';
import { useSessionStore } from '@/stores/session-store';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** When a session ends (logout or session failure) no cached member data may outlive it. */
function useClearCacheOnSessionEnd(queryClient: QueryClient) {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.epoch !== previous.epoch) queryClient.clear();
      }),
    [queryClient],
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useClearCacheOnSessionEnd(queryClient);
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <AntdFeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
