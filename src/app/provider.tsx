import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme';

const FeedbackHost = lazy(() =>
  import('./feedback-host').then(({ Component }) => ({ default: Component })),
);

/** What every screen needs: antd in zh-CN with the app theme, and the toast/dialog host. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <Suspense fallback={null}>
        <FeedbackHost />
      </Suspense>
      {children}
    </ConfigProvider>
  );
}
