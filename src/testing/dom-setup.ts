import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi, mockServer } from './mock-backend';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

// findBy* and waitFor wait up to 5 s: a slow render is not a failure, a missing element is.
configure({ asyncUtilTimeout: 5_000 });

// antd measures layout through APIs jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
// msw's XMLHttpRequest interceptor dispatches ProgressEvent, which jsdom does not expose globally.
globalThis.ProgressEvent ??= class ProgressEvent extends Event {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
  constructor(type: string, init: ProgressEventInit = {}) {
    super(type, init);
    this.lengthComputable = init.lengthComputable ?? false;
    this.loaded = init.loaded ?? 0;
    this.total = init.total ?? 0;
  }
};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockServer.events.removeAllListeners();
  mockApi.reset();
  useSessionStore.getState().endSession();
  useUiStore.setState(useUiStore.getInitialState());
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mockServer.close());
