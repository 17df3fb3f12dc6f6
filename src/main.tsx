import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { installChunkErrorRecovery } from './lib/chunk-recovery';
import { setNavigator } from './lib/navigation';
import './styles/global.css';

async function start() {
  if (__MOCK_MODE__) {
    // Dynamic import: a real-API build drops this branch, and with it every byte of the mock.
    const { startMockBackend } = await import('./mocks/browser');
    await startMockBackend();
  }
  installChunkErrorRecovery();
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
