import { vi } from 'vitest';
import type { QueryLike } from '@/components/ui/query-state';

/** What the kit's query pieces read of a query, whether its data stands in for a page. */
export type QueryStub<T> = QueryLike<T> & { isPlaceholderData: boolean };

/** A query waiting for its first answer. */
export const loadingQuery = <T>(): QueryStub<T> => ({
  data: undefined,
  error: null,
  isError: false,
  isFetching: true,
  isPlaceholderData: false,
  refetch: vi.fn(),
});

/** A query answered with `data`. */
export const answeredQuery = <T>(data: T): QueryStub<T> => ({
  ...loadingQuery<T>(),
  isFetching: false,
  data,
});
