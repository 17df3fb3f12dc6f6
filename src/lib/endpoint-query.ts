import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient, type CallArgs, type CallInput } from './api-client';
import type { AnswerOf } from './endpoint';
import type { NamedEndpoint } from './endpoint-group';
import type { DataChanges } from './query-changes';

export { endpointGroup, type NamedEndpoint } from './endpoint-group';

/** What a call sends, besides how it is made. */
interface SentParts {
  path?: object;
  query?: unknown;
  body?: unknown;
}

/**
 * The cache key of an endpoint's answer: `['address', 'districts', { query: { pid: 3 } }]`. Only
 * what is sent names the answer; how the call is made (takeOver, background) does not.
 */
export function endpointKey(endpoint: NamedEndpoint, input?: SentParts): QueryKey {
  const sent = Object.fromEntries(
    (['path', 'query', 'body'] as const)
      .filter((part) => input?.[part] !== undefined)
      .map((part) => [part, input?.[part]]),
  );
  return Object.keys(sent).length === 0
    ? [endpoint.group, endpoint.name]
    : [endpoint.group, endpoint.name, sent];
}

/**
 * TanStack query options for an endpoint called with `input`: the key from its name and what
 * is sent, the function its call, cancelled with the query.
 */
export function endpointQuery<E extends NamedEndpoint>(endpoint: E, ...[input]: CallArgs<E>) {
  const call = apiClient.call as (called: E, input: CallInput<E>) => Promise<AnswerOf<E>>;
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, { ...input, signal } as CallInput<E>),
  });
}

/** What an action changes: the answers of these endpoints, whatever they were called with. */
export const changesOf = (...endpoints: readonly NamedEndpoint[]): DataChanges => ({
  invalidates: endpoints.map((endpoint) => endpointKey(endpoint)),
});

/** An endpoint group as endpointGroup returns it. */
type EndpointGroup = Readonly<Record<string, NamedEndpoint>>;

/**
 * The key under which every answer of a group's endpoints sits, `['finance']`: a mutation key
 * for the group's actions, or what changes when an action touches all of a feature's data.
 */
export function groupKey(group: EndpointGroup): QueryKey {
  const [first] = Object.values(group);
  return [first.group];
}

/** What an action changes: every answer of these groups' endpoints. */
export const changesOfGroup = (...groups: readonly EndpointGroup[]): DataChanges => ({
  invalidates: groups.map(groupKey),
});
