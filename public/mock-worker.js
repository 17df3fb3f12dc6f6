/*
 * The mock build's service worker: msw's own worker (mockServiceWorker.js, written by
 * `npx msw init public` and never edited), narrowed in two ways. Listeners added here run
 * before msw's, and stopping an event here keeps it from msw.
 *
 * - Only the mock backend's paths on the app's origin reach msw. Every other request (the app's scripts, styles,
 *   images) goes straight to the network, as in a real deployment, instead of waiting for the
 *   page's main thread to say "not mocked" while it is busy drawing a screen.
 * - The worker stays registered when the last page of the app unloads. msw's worker unregisters
 *   itself then, so each reload would find it uninstalling and the next page might start
 *   without it, which msw answers with another reload.
 */

/** The first segments of the paths the mock answers (src/mocks/handlers; checked by a test). */
const MOCKED_PATHS = ['/v1/', '/common/', '/uploads/'];

self.addEventListener('fetch', (event) => {
  const { origin, pathname } = new URL(event.request.url);
  const mocked =
    origin === self.location.origin && MOCKED_PATHS.some((prefix) => pathname.startsWith(prefix));
  if (!mocked) event.stopImmediatePropagation();
});

self.addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
