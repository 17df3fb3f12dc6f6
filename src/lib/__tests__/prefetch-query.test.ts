import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchScreenQuery } from '../prefetch-query';
import { createQueryClient } from '../query-client';

const clients: QueryClient[] = [];
const unsubscribers: (() => void)[] = [];

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  clients.splice(0).forEach((client) => client.clear());
});

function setUp() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

const KEY = ['finance', 'balance'];

/** A call of the server, answered (or failed) when the test says, counting how often it is made. */
function serverCall() {
  const answers: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const call = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { call, answer: (index: number) => answers[index] };
}

/** The screen showing the query, with the same key and call as the prefetch. */
function showScreen(client: QueryClient, queryFn: () => Promise<string>) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
  unsubscribers.push(observer.subscribe(() => {}));
  return observer;
}

describe('a screen query asked before its screen renders', () => {
  it('is asked once: the screen that comes reads its answer instead of asking again', async () => {
    const client = setUp();
    const server = serverCall();
    prefetchScreenQuery(client, { queryKey: KEY, queryFn: server.call });
    expect(server.call).toHaveBeenCalledTimes(1);

    const screen = showScreen(client, server.call);
    server.answer(0).resolve('¥100.00');

    await vi.waitFor(() => expect(screen.getCurrentResult().data).toBe('¥100.00'));
    expect(server.call).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until the screen shows it, which shows it as its own without asking again', async () => {
    const client = setUp();
    const server = serverCall();
    prefetchScreenQuery(client, { queryKey: KEY, queryFn: server.call });
    server.answer(0).reject(new Error('加载失败'));
    await Promise.resolve();
    // nobody shows the query yet: the failure is not in the cache, the query is still loading
    expect(client.getQueryState(KEY)?.status).toBe('pending');

    const screen = showScreen(client, server.call);

    await vi.waitFor(() => expect(screen.getCurrentResult().error?.message).toBe('加载失败'));
    expect(server.call).toHaveBeenCalledTimes(1);
  });

  it('lets a failure go when no screen comes in time; a screen coming later asks again', async () => {
    const client = setUp();
    const server = serverCall();
    prefetchScreenQuery(client, { queryKey: KEY, queryFn: server.call }, { timeoutMs: 10 });
    server.answer(0).reject(new Error('加载失败'));
    await vi.waitFor(() => expect(client.getQueryState(KEY)?.status).toBe('error'));

    const screen = showScreen(client, server.call);
    expect(server.call).toHaveBeenCalledTimes(2);
    server.answer(1).resolve('¥100.00');
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toBe('¥100.00'));
  });

  it('leaves a query the cache holds as it is: a screen seen before refreshes it its own way', () => {
    const client = setUp();
    const server = serverCall();
    client.setQueryData(KEY, '¥50.00');

    prefetchScreenQuery(client, { queryKey: KEY, queryFn: server.call });

    expect(server.call).not.toHaveBeenCalled();
    expect(client.getQueryData(KEY)).toBe('¥50.00');
  });
});
