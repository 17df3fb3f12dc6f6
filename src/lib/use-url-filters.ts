import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readUrlFilters, writeUrlFilters, type UrlKeys } from './url-keys';

/** The filters' keys that hold a page number. */
type PageKeyOf<V> = { [K in keyof V]: V[K] extends number ? K : never }[keyof V];

/**
 * A list's page and filters, typed, read from the URL (so reload, share and back keep them),
 * and `update` to change some of them. Give `keys` as a constant of the module: `update` keeps
 * its identity as long as they do. `replace` for a view of a page that Back should not step
 * through, each change replacing the history entry. `pager(key)` is a pager's page and its
 * change, both the URL's `key`.
 */
export function useUrlFilters<V>(keys: UrlKeys<V>, { replace = false } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(searchParams, keys), [searchParams, keys]);
  const update = useCallback(
    (changes: Partial<V>) =>
      setSearchParams((current) => writeUrlFilters(current, keys, changes), { replace }),
    [keys, replace, setSearchParams],
  );
  const pager = useCallback(
    (key: PageKeyOf<V>) => ({
      page: filters[key] as number,
      onPageChange: (page: number) => update({ [key]: page } as Partial<V>),
    }),
    [filters, update],
  );
  return { filters, update, pager };
}
