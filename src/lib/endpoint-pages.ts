import type { PageReader } from './all-pages';
import { apiClient, type RequestOptions } from './api-client';
import type { AnswerOf, QueryOf } from './endpoint';
import type { NamedEndpoint } from './endpoint-group';
import type { Paged } from './schema';

/** A row of a paged endpoint's answer. */
type RowOf<E> = AnswerOf<E> extends Paged<infer Row> ? Row : never;

/** What the screen's filters send to a paged endpoint: its query but the page. */
interface ListInput<E> {
  query: Omit<QueryOf<E>, 'pageNo' | 'pageSize'>;
  path?: Record<string, string | number>;
}

/** How one page is asked for. */
type PageCall = Pick<RequestOptions, 'signal' | 'takeOver'> & {
  path?: Record<string, string | number>;
  query: object;
};

/**
 * Every page of a paged endpoint as the screen filters it, for 导出. A failure is the caller's
 * to say (it asks again, then offers 重试), so the client shows none of its own.
 */
export function endpointPages<E extends NamedEndpoint>(
  endpoint: E,
  { query, path }: ListInput<E>,
): PageReader<RowOf<E>> {
  // a paged endpoint takes no body and no key: its filters and a page are all it is sent
  const call = apiClient.call as (called: E, input: PageCall) => Promise<Paged<RowOf<E>>>;
  return (pageNo, pageSize, signal) =>
    call(endpoint, { path, query: { ...query, pageNo, pageSize }, signal, takeOver: 'all' });
}
