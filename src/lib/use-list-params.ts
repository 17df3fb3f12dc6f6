import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  keyword: string;
}

/** A page number from the URL: a positive whole number, 1 otherwise. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list's page and keyword live in the URL, so reload, share and back keep them. A list with
 * filters of its own reads them from `searchParams` and writes them through `update` too;
 * '' and page 1 are left out of the URL.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    page: readPage(searchParams.get('page')),
    keyword: searchParams.get('keyword') ?? '',
  };

  const update = useCallback(
    (changes: Partial<ListParams> & Record<string, string | number | undefined>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === 1 || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setSearchParams],
  );

  return { params, searchParams, update };
}
