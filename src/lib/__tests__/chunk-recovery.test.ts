// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, recoverFromChunkError, setChunkReloadTarget } from '../chunk-recovery';

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
    expect(assign).toHaveBeenCalledWith('/member/water_order?type=water_order');
  });
});
