import {
  MutationObserver,
  QueryObserver,
  type MutationMeta,
  type QueryClient,
  type QueryMeta,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MutationChanges, QueryShows } from '../query-changes';
import { createQueryClient } from '../query-client';

const clients: QueryClient[] = [];
const unsubscribers: (() => void)[] = [];

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  clients.splice(0).forEach((client) => client.clear());
});

/** A query on screen (observed), answering `answer` and counting its fetches. */
async function shown(client: QueryClient, queryKey: readonly unknown[], meta?: QueryShows) {
  let fetches = 0;
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      fetches += 1;
      return Promise.resolve(`${queryKey.join('/')} #${fetches}`);
    },
    meta,
  });
  unsubscribers.push(observer.subscribe(() => {}));
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
  return {
    fetches: () => fetches,
    state: () => client.getQueryState(queryKey),
    data: () => client.getQueryData(queryKey),
  };
}

function setUp() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

const mutate = (client: QueryClient, meta: MutationChanges, outcome: 'success' | 'failure') =>
  new MutationObserver(client, {
    mutationFn: () =>
      outcome === 'success' ? Promise.resolve('done') : Promise.reject(new Error('lost')),
    meta,
  })
    .mutate()
    .catch(() => undefined);

describe('the query client: what a mutation declares it changes', () => {
  it('refreshes the declared keys and the balance queries once it succeeds, and nothing else', async () => {
    const client = setUp();
    const banks = await shown(client, ['finance', 'banks']);
    const memberCentre = await shown(client, ['account', 'info'], { topics: ['balance'] });
    const deposits = await shown(client, ['standing', 'guarantees'], { topics: ['balance'] });
    const cart = await shown(client, ['cart', 'rows'], { topics: ['cart'] });
    const news = await shown(client, ['portal', 'news']);
    const newsBefore = news.state()?.dataUpdatedAt;

    await mutate(client, { invalidates: [['finance']], topics: ['balance'] }, 'success');

    await vi.waitFor(() => {
      expect(banks.data()).toBe('finance/banks #2');
      expect(memberCentre.data()).toBe('account/info #2');
      expect(deposits.data()).toBe('standing/guarantees #2');
    });
    expect(cart.fetches()).toBe(1);
    expect(cart.state()?.isInvalidated).toBe(false);
    expect(news.fetches()).toBe(1);
    expect(news.data()).toBe('portal/news #1');
    expect(news.state()?.isInvalidated).toBe(false);
    expect(news.state()?.dataUpdatedAt).toBe(newsBefore);
  });

  it('refreshes them after a failure too: a money action whose answer was lost may have happened', async () => {
    const client = setUp();
    const balance = await shown(client, ['finance', 'balance'], { topics: ['balance'] });
    const news = await shown(client, ['portal', 'news']);

    await mutate(client, { topics: ['balance'] }, 'failure');

    await vi.waitFor(() => expect(balance.fetches()).toBe(2));
    expect(news.fetches()).toBe(1);
    expect(news.state()?.isInvalidated).toBe(false);
  });

  it('leaves everything as it was after the failure of a mutation refreshed only on success', async () => {
    const client = setUp();
    const cart = await shown(client, ['cart', 'rows']);

    await mutate(client, { invalidates: [['cart']], onlyOnSuccess: true }, 'failure');
    expect(cart.state()?.isInvalidated).toBe(false);

    await mutate(client, { invalidates: [['cart']], onlyOnSuccess: true }, 'success');
    await vi.waitFor(() => expect(cart.fetches()).toBe(2));
  });

  it('marks a declared query that is not on screen stale, for its next showing', async () => {
    const client = setUp();
    await client.prefetchQuery({
      queryKey: ['standing', 'awards'],
      queryFn: () => Promise.resolve('awards'),
      meta: { topics: ['balance'] },
    });
    await client.prefetchQuery({ queryKey: ['goods', 'hot'], queryFn: () => Promise.resolve([]) });

    await mutate(client, { topics: ['balance'] }, 'success');

    expect(client.getQueryState(['standing', 'awards'])?.isInvalidated).toBe(true);
    expect(client.getQueryData(['standing', 'awards'])).toBe('awards');
    expect(client.getQueryState(['goods', 'hot'])?.isInvalidated).toBe(false);
  });

  it('changes nothing for a mutation that declares nothing', async () => {
    const client = setUp();
    const balance = await shown(client, ['finance', 'balance'], { topics: ['balance'] });

    await new MutationObserver(client, { mutationFn: () => Promise.resolve('done') }).mutate();

    expect(balance.fetches()).toBe(1);
    expect(balance.state()?.isInvalidated).toBe(false);
  });

  // checked by the type check (tsc -b), where an unused @ts-expect-error is an error
  it('types the meta of queries and mutations through the Register', () => {
    // @ts-expect-error: no such topic
    const shows: QueryMeta = { topics: ['balanse'] };
    // @ts-expect-error: the field is `invalidates`
    const changes: MutationMeta = { invalidate: [['finance']] };
    expect([shows, changes]).toHaveLength(2);
  });
});
