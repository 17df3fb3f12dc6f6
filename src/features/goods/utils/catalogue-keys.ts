import {
  enumKey,
  filtersSearch,
  idKey,
  PAGE_AND_KEYWORD_KEYS,
  type UrlFilterValues,
} from '@/lib/url-keys';
import { GOOD_SORTS } from '@/lib/enums/good-sort';

/** The catalogue's filters in the URL: ?page=&keyword=&classifyId=&sort=. */
export const CATALOGUE_KEYS = {
  ...PAGE_AND_KEYWORD_KEYS,
  classifyId: idKey(),
  sort: enumKey(GOOD_SORTS, 'default'),
};

export type CatalogueFilterValues = UrlFilterValues<typeof CATALOGUE_KEYS>;

/** /storage with a category chosen, e.g. from the category drawer. */
export const catalogueSearch = (classifyId: number): string =>
  filtersSearch(CATALOGUE_KEYS, { classifyId });
