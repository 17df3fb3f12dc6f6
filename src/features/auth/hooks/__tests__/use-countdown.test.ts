// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('counts down one step per second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 3, running: true });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.remaining).toBe(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts again from the full length', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    for (let second = 0; second < 60; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
  });

  it('leaves no timer behind on unmount', () => {
    const { result, unmount } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
