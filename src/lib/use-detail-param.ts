import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idKey, writeUrlFilters, type UrlKeys } from './url-keys';

const ID = idKey();

/**
 * How opening and closing a detail moves through the browser's history: `replace` for a
 * detail shown over its list (a drawer), which is a state of the list's page, so Back leaves
 * the page instead of stepping through every row looked at; `push` for a detail shown in
 * place of its list, a page of its own that Back returns from.
 */
export type DetailHistory = 'replace' | 'push';

/**
 * The one row a screen shows in detail, as one URL parameter (`id` unless told) beside the
 * list's own filters, which stay: a reload or a shared link opens the same detail, and closing
 * removes the parameter. `id` is undefined when no detail is open or the URL's is not an id.
 * A detail shown on a route of its own takes the list's filters along, to bring them back.
 */
export function useDetailParam(name = 'id', history: DetailHistory = 'replace') {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const keys: UrlKeys<Record<string, number | undefined>> = useMemo(() => ({ [name]: ID }), [name]);
  const replace = history === 'replace';

  const show = useCallback(
    (id: number | undefined) =>
      setSearchParams((current) => writeUrlFilters(current, keys, { [name]: id }), { replace }),
    [keys, name, replace, setSearchParams],
  );
  const open = useCallback((id: number) => show(id), [show]);
  const close = useCallback(() => show(undefined), [show]);

  /**
   * For a link that opens a row's detail (or, without an id, closes it), as `open` would: on this
   * page, or on `pathname` when the detail, or the list it closes to, is a route of its own.
   */
  const linkTo = (id?: number, pathname = '') => ({
    to: `${pathname}?${writeUrlFilters(searchParams, keys, { [name]: id })}`,
    replace,
  });
  /** Goes where linkTo(id, pathname) leads. */
  const goTo = (id: number | undefined, pathname: string) =>
    navigate(linkTo(id, pathname).to, { replace });

  return { id: ID.read(searchParams, name), open, close, linkTo, goTo };
}
