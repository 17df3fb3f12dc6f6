import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepBackInApp } from './app/back-stays-in-app';
import { createAppRouter } from './app/router';
import { env } from './config/env';
import { installChunkErrorRecovery, loadChunk, setChunkReloadTarget } from './lib/chunk-recovery';
import { readCspNonce, stampStyleElements } from './lib/csp-nonce';
import { installErrorReporting, setReportedPage } from './lib/error-report';
import { holdCallsUntil } from './lib/backend-ready';
import { setNavigator } from './lib/navigation';
import './styles/global.css';

async function start() {
  installErrorReporting(env.errorReportUrl);
  installChunkErrorRecovery();
  const nonce = readCspNonce();
  if (nonce) stampStyleElements(nonce);
  // Dynamic import: a real-API build drops this branch, and with it every byte of the mock.
  const mockStarted = __MOCK_MODE__
    ? loadChunk(() => import('./mocks/browser')).then((mock) => mock.startMockBackend())
    : undefined;
  // the routes' loaders ask for data at once: those calls wait for the mock backend
  if (mockStarted) holdCallsUntil(mockStarted);
  // Created before the mock backend is up, so that the first screen's chunks load meanwhile.
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  keepBackInApp(router);
  setChunkReloadTarget(() => {
    const { location, navigation } = router.state;
    const target = navigation.location ?? location;
    return `${target.pathname}${target.search}${target.hash}`;
  });
  setReportedPage(() => (router.state.navigation.location ?? router.state.location).pathname);
  await mockStarted;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
