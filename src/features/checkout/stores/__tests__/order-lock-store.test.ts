import { describe, expect, it, vi } from 'vitest';
import { runLocked, useOrderLock } from '../order-lock-store';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('runLocked', () => {
  it('runs one step however many calls arrive while it is in flight', async () => {
    const answer = deferred();
    const step = vi.fn(() => answer.promise);
    const clicks = [runLocked('creating', step), runLocked('creating', step)];
    clicks.push(runLocked('paying', step), runLocked('cancelling', step));
    expect(useOrderLock.getState().phase).toBe('creating');
    answer.resolve();
    await Promise.all(clicks);
    expect(step).toHaveBeenCalledTimes(1);
    expect(useOrderLock.getState().phase).toBeNull();
  });

  it('releases the lock when the step fails, so the member can try again', async () => {
    const answer = deferred();
    const failing = runLocked('paying', () => answer.promise);
    answer.reject(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    expect(useOrderLock.getState().phase).toBeNull();

    const retry = vi.fn(() => Promise.resolve());
    await runLocked('paying', retry);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
