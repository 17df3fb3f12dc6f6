import { afterAll, afterEach, beforeAll } from 'vitest';
import { consoleGuard } from '../console';
import { mockApi, mockServer } from '../mock-backend';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  mockServer.events.removeAllListeners();
  mockApi.reset();
  consoleGuard.check();
});
afterAll(() => mockServer.close());

// Files that render get the DOM's set-up too; its clean-up runs before the console is checked.
if (typeof window !== 'undefined') (await import('./dom-setup')).setUpDom();
