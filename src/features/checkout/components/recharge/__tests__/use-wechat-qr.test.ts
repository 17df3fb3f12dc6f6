// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@/config/constants';
import { createRequestSequence } from '../request-sequence';
import { useWechatQr } from '../use-wechat-qr';

interface Pending {
  price: number;
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}

/** A fake order/wx call whose answers the test releases one by one, in any order. */
function fakePayUrl() {
  const calls: Pending[] = [];
  const fetch = vi.fn(
    (price: number) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ price, resolve, reject });
      }),
  );
  return { fetch, calls };
}

const settle = () => act(async () => {});

describe('createRequestSequence', () => {
  it('only the latest ticket counts', () => {
    const sequence = createRequestSequence();
    const first = sequence.next();
    expect(sequence.isLatest(first)).toBe(true);
    const second = sequence.next();
    expect(sequence.isLatest(first)).toBe(false);
    expect(sequence.isLatest(second)).toBe(true);
  });
});

describe('useWechatQr', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes the first code at once, then waits 2 s after the amount stops changing', async () => {
    const { fetch, calls } = fakePayUrl();
    const { result, rerender } = renderHook(({ price }) => useWechatQr(price, fetch), {
      initialProps: { price: 10_000 as number | null },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    calls[0].resolve('https://pay.example.com/a');
    await settle();
    expect(result.current.url).toBe('https://pay.example.com/a');

    rerender({ price: 20_000 });
    expect(result.current.url).toBeNull();
    expect(result.current.loading).toBe(true);
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    rerender({ price: 30_000 });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(30_000);

    calls[1].resolve('https://pay.example.com/c');
    await settle();
    expect(result.current.url).toBe('https://pay.example.com/c');
    expect(result.current.loading).toBe(false);
  });

  it('never shows an older answer that arrives after a newer one', async () => {
    const { fetch, calls } = fakePayUrl();
    const { result } = renderHook(() => useWechatQr(10_000, fetch));
    act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(2);

    calls[1].resolve('https://pay.example.com/new');
    await settle();
    calls[0].resolve('https://pay.example.com/old');
    await settle();
    expect(result.current.url).toBe('https://pay.example.com/new');
  });

  it('drops an answer for an amount that changed meanwhile', async () => {
    const { fetch, calls } = fakePayUrl();
    const { result, rerender } = renderHook(({ price }) => useWechatQr(price, fetch), {
      initialProps: { price: 10_000 },
    });
    rerender({ price: 20_000 });
    calls[0].resolve('https://pay.example.com/for-100');
    await settle();
    expect(result.current.url).toBeNull();
    expect(result.current.loading).toBe(true);
  });

  it('asks nothing for an empty or zero amount, and marks a failure', async () => {
    const { fetch, calls } = fakePayUrl();
    const { result, rerender } = renderHook(({ price }) => useWechatQr(price, fetch), {
      initialProps: { price: null as number | null },
    });
    rerender({ price: 0 });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS * 2));
    act(() => result.current.refresh());
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);

    rerender({ price: 500 });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    calls[0].reject(new Error('down'));
    await settle();
    expect(result.current.failed).toBe(true);
    expect(result.current.url).toBeNull();
  });
});
