import { createMockApi, type MockApi } from './seam';

declare global {
  interface Window {
    /** The mock backend's test seam; present only in mock mode, before the first screen. */
    __mockApi?: MockApi;
  }
}

/** Puts the test seam on window; it works on the database directly, without the worker. */
export function installMockApi(): void {
  window.__mockApi = createMockApi();
}

/**
 * Starts answering API calls from the service worker. msw (with its cookie and domain
 * tables) is the bulk of the mock, so it loads here, beside the first render, not before it.
 */
export async function startMockWorker(): Promise<void> {
  const [{ setupWorker }, { handlers }] = await Promise.all([
    import('msw/browser'),
    import('./handlers'),
  ]);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
