import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, type ReactNode } from 'react';
import { timedChunk } from '@/lib/chunk-recovery';
import { readCspNonce } from '@/lib/csp-nonce';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { reducedMotionTheme, theme } from './theme';
import { useFeedbackHostNeeded } from './use-feedback-host-needed';

/** antd's runtime styles carry the page's nonce, which the Content-Security-Policy asks for. */
const csp = { nonce: readCspNonce() };

const FeedbackHost = lazy(
  timedChunk(() => import('./feedback-host').then(({ Component }) => ({ default: Component }))),
);

/** What every screen needs: antd in zh-CN with the app theme, and the toast/dialog host. */
export function AppProviders({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const feedbackNeeded = useFeedbackHostNeeded();
  return (
    <ConfigProvider
      locale={zhCN}
      theme={reducedMotion ? reducedMotionTheme : theme}
      button={{ autoInsertSpace: false }}
      csp={csp}
    >
      {feedbackNeeded && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
      {children}
    </ConfigProvider>
  );
}
