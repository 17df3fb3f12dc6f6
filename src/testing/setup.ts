import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockApi, mockServer } from '@/mocks/node';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

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
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockApi.reset();
  useSessionStore.getState().endSession();
  useUiStore.setState(useUiStore.getInitialState());
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mockServer.close());
