// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  loadChunk,
  recoverFromChunkError,
  setChunkReloadTarget,
  timedChunk,
} from '../chunk-recovery';

describe('chunk load recovery', () => {
  it('recognises chunk load failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and not again while the reload is recent', () => {
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: reload });
    const error = new TypeError('Failed to fetch dynamically imported module');

    expect(recoverFromChunkError(error, 1_000_000)).toBe(true);
    expect(recoverFromChunkError(error, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(recoverFromChunkError(error, 1_100_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('lands the reload on the page the member was going to', () => {
    const assign = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    setChunkReloadTarget(() => '/member/water_order?type=water_order');

    recoverFromChunkError(new TypeError('Failed to fetch dynamically imported module'), 5_000_000);
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/member/water_order?type=water_order`,
    );
  });

  it('keeps the reload on this origin when the path starts with two slashes', () => {
    const assign = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    setChunkReloadTarget(() => '//evil.example/x');

    recoverFromChunkError(new TypeError('Failed to fetch dynamically imported module'), 6_000_000);
    const [target] = assign.mock.calls[0] as [string];
    expect(new URL(target).origin).toBe(window.location.origin);
  });

  describe('the chunk time-out', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const never = () => new Promise<never>(() => {});

    it('fails a chunk that has not arrived in 120 s as a chunk load error', async () => {
      vi.useFakeTimers();
      const settled = vi.fn();
      const loading = loadChunk(never);
      loading.catch(settled);

      await vi.advanceTimersByTimeAsync(119_999);
      expect(settled).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledTimes(1);
      const [error] = settled.mock.calls[0] as [unknown];
      expect(isChunkLoadError(error)).toBe(true);
    });

    it('passes on a chunk that arrives in time, and leaves no timer behind', async () => {
      vi.useFakeTimers();
      let arrive: (chunk: { Component: string }) => void = () => {};
      const load = timedChunk(
        () =>
          new Promise<{ Component: string }>((resolve) => {
            arrive = resolve;
          }),
      );
      const loading = load();
      await vi.advanceTimersByTimeAsync(60_000);
      arrive({ Component: 'page' });

      await expect(loading).resolves.toEqual({ Component: 'page' });
      expect(vi.getTimerCount()).toBe(0);
    });

    it('passes on the failure of a chunk that failed in time, as it was', async () => {
      vi.useFakeTimers();
      const failure = new TypeError('Failed to fetch dynamically imported module: /a.js');

      await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('starts the load only when the timed loader is called', () => {
      const load = vi.fn(never);
      const loader = timedChunk(load);
      expect(load).not.toHaveBeenCalled();
      void loader();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
