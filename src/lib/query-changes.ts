import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Data that screens of several features show and actions of other features change. Features
 * do not import each other's query keys, so such data is named here, once: a query that shows
 * it says so in its meta, and whatever changes it names the topic.
 * - balance: the member's balance and money lines (member centre, 账单, 收支, deposits, rewards,
 *   the business figures, the order and recharge dialogs' amounts);
 * - cart: the cart's rows and the toolbar's count;
 * - member: who the member is, their level and profile (the member centre), changed by 升级 and
 *   by an edit of the profile.
 */
export type QueryTopic = 'balance' | 'cart' | 'member';

/** What a query shows besides its own key. */
export type QueryShows = { topics?: readonly QueryTopic[] };

/** What an action changes: the queries under these keys, and the queries of these topics. */
export type DataChanges = { invalidates?: readonly QueryKey[]; topics?: readonly QueryTopic[] };

/**
 * What a mutation changes, refreshed when it settles, after a failure too; `onlyOnSuccess`
 * for one whose failure leaves an intent to be sent again on the screen as it was.
 */
export type MutationChanges = DataChanges & { onlyOnSuccess?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryShows;
    mutationMeta: MutationChanges;
  }
}

/**
 * Marks what changed as stale, in one pass: the queries on screen fetch again, the others when
 * next shown. Nothing else in the cache is touched.
 */
export function refreshChanged(
  queryClient: QueryClient,
  { invalidates = [], topics = [] }: DataChanges = {},
): Promise<void> {
  if (invalidates.length === 0 && topics.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) =>
      invalidates.some((key) => partialMatchKey(query.queryKey, key)) ||
      (query.meta?.topics ?? []).some((topic) => topics.includes(topic)),
  });
}

/**
 * refreshChanged for a change that is not a mutation of this app's (a top-up noticed by
 * polling, a dialog of another feature closing). A mutation declares its changes in its meta
 * instead, and the cache refreshes them when it settles (query-client.ts).
 */
export function useRefreshChanged(): (changes: DataChanges) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((changes) => refreshChanged(queryClient, changes), [queryClient]);
}
