// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from '../use-single-flight';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useSingleFlight', () => {
  it('drops calls made while the action is in flight, and allows one afterwards', async () => {
    const gate = deferred();
    const action = vi.fn<(value: number) => Promise<void>>(() => gate.promise);
    const { result } = renderHook(() => useSingleFlight(action));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(1);
      void result.current.run(2);
    });
    expect(result.current.pending).toBe(true);
    act(() => void result.current.run(3));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(1);

    await act(async () => {
      gate.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);

    await act(() => result.current.run(4));
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith(4);
  });

  it('is free again after the action fails', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useSingleFlight(action));

    await act(() => expect(result.current.run()).rejects.toThrow('boom'));
    expect(result.current.pending).toBe(false);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('sends nothing and is never pending, not even for a render, when the action refuses', async () => {
    const gate = deferred();
    const pendingSeen: boolean[] = [];
    const send = vi.fn(() => gate.promise.then(() => 'sent'));
    const { result } = renderHook(() => {
      const flight = useSingleFlight((valid: boolean) => (valid ? send() : null));
      pendingSeen.push(flight.pending);
      return flight;
    });

    let refused: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      refused = result.current.run(false);
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      await expect(refused).resolves.toBeUndefined();
    });
    expect(send).not.toHaveBeenCalled();
    expect(pendingSeen).not.toContain(true);

    let sending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      sending = result.current.run(true);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      gate.resolve();
      await expect(sending).resolves.toBe('sent');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });
});
