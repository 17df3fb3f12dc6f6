import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { createMockApi, type MockApi } from './seam';

declare global {
  interface Window {
    /** The mock backend's test seam; present only in mock mode, once the worker answers. */
    __mockApi?: MockApi;
  }
}

/**
 * Starts answering API calls from the service worker, then installs the test seam, so that a
 * test that waits for `window.__mockApi` knows the mock is ready.
 */
export async function startMockBackend(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  window.__mockApi = createMockApi();
}
