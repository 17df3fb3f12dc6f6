import { GOOD_SORTS, type GoodSort } from '../api/goods-types';
import { positiveInt } from '@/lib/positive-int';

export interface CatalogueParams {
  page: number;
  keyword: string;
  classifyId: number | undefined;
  sort: GoodSort;
}

/** What to change; classifyId null clears the category. */
export interface CatalogueChanges {
  page?: number;
  keyword?: string;
  classifyId?: number | null;
  sort?: GoodSort;
}

/** The catalogue's filters as the URL holds them; malformed values fall back to the defaults. */
export function readCatalogueParams(search: URLSearchParams): CatalogueParams {
  const sort = search.get('sort');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    keyword: search.get('keyword') ?? '',
    classifyId: positiveInt(search.get('classifyId')),
    sort: GOOD_SORTS.find((value) => value === sort) ?? 'default',
  };
}

function setOrDelete(search: URLSearchParams, name: string, value: string | null): void {
  if (value === null) search.delete(name);
  else search.set(name, value);
}

/**
 * The URL after `changes`; defaults are left out so that links stay short. Changing a filter
 * without naming a page goes back to page 1.
 */
export function writeCatalogueParams(
  current: URLSearchParams,
  changes: CatalogueChanges,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const page = changes.page ?? 1;
  setOrDelete(next, 'page', page > 1 ? String(page) : null);
  if (changes.keyword !== undefined) setOrDelete(next, 'keyword', changes.keyword.trim() || null);
  if (changes.classifyId !== undefined) {
    setOrDelete(
      next,
      'classifyId',
      changes.classifyId === null ? null : String(changes.classifyId),
    );
  }
  if (changes.sort !== undefined) {
    setOrDelete(next, 'sort', changes.sort === 'default' ? null : changes.sort);
  }
  return next;
}

/** /storage with a category chosen, e.g. from the category drawer. */
export const catalogueSearch = (classifyId: number): string =>
  `?${writeCatalogueParams(new URLSearchParams(), { classifyId })}`;
