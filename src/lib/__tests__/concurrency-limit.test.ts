import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most so many tasks at once, all of them in the end, in order', async () => {
    const limited = concurrencyLimit(4);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        limited(async () => {
          started.push(index);
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 1));
          running -= 1;
          return index * 2;
        }),
      ),
    );
    expect(mostAtOnce).toBe(4);
    expect(started).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(results[49]).toBe(98);
  });

  it('frees the place of a task that failed', async () => {
    const limited = concurrencyLimit(1);
    await expect(limited(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(limited(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
