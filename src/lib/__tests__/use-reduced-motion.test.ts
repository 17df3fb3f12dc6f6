// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from '../use-reduced-motion';

/** A matchMedia whose reduced-motion answer the test can change, telling its listeners. */
function fakeMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

describe('useReducedMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the system preference as it changes', () => {
    const change = fakeMotionPreference(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => change(true));
    expect(result.current).toBe(true);
  });
});
