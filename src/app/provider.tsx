import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { reducedMotionTheme, theme } from './theme';

const FeedbackHost = lazy(() =>
  import('./feedback-host').then(({ Component }) => ({ default: Component })),
);

/** What every screen needs: antd in zh-CN with the app theme, and the toast/dialog host. */
export function AppProviders({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      theme={reducedMotion ? reducedMotionTheme : theme}
      button={{ autoInsertSpace: false }}
    >
      <Suspense fallback={null}>
        <FeedbackHost />
      </Suspense>
      {children}
    </ConfigProvider>
  );
}
