import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { holdMockToContract } from '@/contract/mock-conformance';
import { consoleGuard } from '../console';
import { mockApi, mockServer } from '../mock-backend';

// an answer of the mock outside its endpoint's contract fails the test that met it
holdMockToContract();

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // files share a worker: a test that stopped the clock must not stop it for the next file
  vi.useRealTimers();
  mockServer.resetHandlers();
  mockServer.events.removeAllListeners();
  mockApi.reset();
  consoleGuard.check();
});
afterAll(() => mockServer.close());

// Files that render get the DOM's set-up too; its clean-up runs before the console is checked.
if (typeof window !== 'undefined') (await import('./dom-setup')).setUpDom();
