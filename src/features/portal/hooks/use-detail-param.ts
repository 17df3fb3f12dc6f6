import { useSearchParams } from 'react-router-dom';

const DETAIL_PARAM = 'id';

/** The item a list shows in detail, as ?id= beside its page and keyword. */
export function useDetailParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(DETAIL_PARAM));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;

  const detailHref = (itemId: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(DETAIL_PARAM, String(itemId));
    return `?${next}`;
  };

  const close = () =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(DETAIL_PARAM);
      return next;
    });

  return { id, detailHref, close };
}
