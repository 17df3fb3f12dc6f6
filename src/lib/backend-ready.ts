/**
 * API calls wait for this before they are sent. In mock mode it is the service worker's start,
 * so the first screens can render while the mock backend is still starting.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setBackendReady(promise: Promise<unknown>): void {
  ready = promise.catch((error: unknown) => console.error('[backend] failed to start', error));
}

export const whenBackendReady = (): Promise<unknown> => ready;
