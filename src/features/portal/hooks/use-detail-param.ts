import { useSearchParams } from 'react-router-dom';
import { idKey, writeUrlFilters } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';

const DETAIL_KEYS = { id: idKey() };

/** The item a list shows in detail, as ?id= beside its page and keyword. */
export function useDetailParam() {
  const [searchParams] = useSearchParams();
  const { filters, update } = useUrlFilters(DETAIL_KEYS);

  const detailHref = (itemId: number) =>
    `?${writeUrlFilters(searchParams, DETAIL_KEYS, { id: itemId })}`;

  const close = () => update({ id: undefined });

  return { id: filters.id, detailHref, close };
}
