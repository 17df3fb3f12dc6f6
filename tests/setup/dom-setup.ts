import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

/**
 * Runs for every test file that has a DOM. It must be called, not merely imported: files that share
 * a worker share modules, and an import would set up only the first of them.
 */
export function setUpDom() {
  // findBy* and waitFor wait up to 20 s, once for every test: a ceiling, not a delay. A screen that
  // takes long to appear on a busy two-core machine is not a failure; one that never appears is.
  configure({ asyncUtilTimeout: 20_000 });

  // antd measures layout through APIs jsdom does not have. The system asks for less motion, as
  // in the journeys: antd then opens and closes at once instead of animating through timers that
  // a render in jsdom waits for (dialogs' tests run about twice as fast).
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
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
  // jsdom computes no style for pseudo-elements and reports each such call as "Not implemented";
  // antd's scroll-bar measure asks for ::-webkit-scrollbar. The element's own style answers it.
  const computeStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computeStyle(element);
  // jsdom has no canvas (it would need the native canvas package) and reports each getContext;
  // null is what a browser returns for a context it cannot give, and the QR code then draws nothing.
  HTMLCanvasElement.prototype.getContext = () => null;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  afterEach(() => {
    cleanup();
    useSessionStore.getState().endSession();
    useUiStore.setState(useUiStore.getInitialState());
    sessionStorage.clear();
    localStorage.clear();
  });
}
