import { createMockApi, type MockApi } from './seam';

declare global {
  interface Window {
    /** The mock backend's test seam; present only in mock mode, before the first screen. */
    __mockApi?: MockApi;
  }
}

/** public/mock-worker.js: msw's worker, narrowed to the mock's paths and kept registered. */
const WORKER_URL = '/mock-worker.js';
/** Set while the page is loaded again to come under the worker, so that it happens once. */
const RELOADED_KEY = 'mock-worker-reload';

/**
 * Resolves once the mock's service worker controls this page. The tab's first page installs it
 * and is taken over as it activates; a page loaded while it was installing is taken over too. A
 * page that an active worker does not control (a reload that bypassed it) is loaded again, once.
 */
async function workerInControl(): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register(WORKER_URL);
  if (serviceWorker.controller) {
    sessionStorage.removeItem(RELOADED_KEY);
    return;
  }
  if (registration.installing || registration.waiting) {
    await new Promise((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
    return;
  }
  if (sessionStorage.getItem(RELOADED_KEY)) {
    throw new Error('the mock backend: its service worker does not control this page');
  }
  sessionStorage.setItem(RELOADED_KEY, '1');
  location.reload();
  await new Promise(() => {});
}

/** msw updates the worker on every start and leaves a refusal unhandled (mswjs/msw#2006). */
function ignoreRefusedWorkerUpdates(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault();
    }
  });
}

/**
 * Starts the mock backend: its worker in control of the page, msw answering through it, then
 * the test seam on window. Nothing renders before, so no screen, and no call of the seam, can
 * be lost to a page that is loaded again for the worker. msw (with its cookie and domain
 * tables) is the bulk of the mock: it loads while the worker installs.
 */
export async function startMockBackend(): Promise<void> {
  ignoreRefusedWorkerUpdates();
  const modules = Promise.all([import('msw/browser'), import('./handlers')]);
  await workerInControl();
  const [{ setupWorker }, { handlers }] = await modules;
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  window.__mockApi = createMockApi();
}
