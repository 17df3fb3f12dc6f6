import type { QueryClient } from '@tanstack/react-query';
import type { MedicalCategory } from '@/config/paths';
import { endpointQuery } from '@/lib/endpoint-query';
import { MEDICAL_ITEM_KINDS } from '@/lib/enums/consultation';
import { searchQueryOf } from '@/lib/list-query';
import { prefetchScreenQuery } from '@/lib/prefetch-query';
import { enumKey, pageKey, readUrlFilters, textKey, type UrlFilterValues } from '@/lib/url-keys';
import { medicalEndpoints } from '../api/medical-endpoints';
import type { MedicalItemQuery } from '../api/medical-schemas';

/**
 * A category screen's goods and services, asked by the screen and, from the URL, by its route
 * before the screen renders: one declaration, so both read the same cache entry.
 */

/** The items' page, keyword and kind in the URL. */
export const ITEMS_KEYS = {
  page: pageKey(),
  keyword: textKey(),
  kind: enumKey(MEDICAL_ITEM_KINDS),
};

export const itemsPageQuery = (
  category: MedicalCategory,
  filters: UrlFilterValues<typeof ITEMS_KEYS>,
): MedicalItemQuery => ({
  category,
  kind: filters.kind,
  ...searchQueryOf(filters.page, filters.keyword),
});

export const itemsQuery = (query: MedicalItemQuery) =>
  endpointQuery(medicalEndpoints.items, { query });

/** The items a category screen shows at `search`. */
export function prefetchCategoryItems(
  client: QueryClient,
  category: MedicalCategory,
  search: URLSearchParams,
): void {
  prefetchScreenQuery(
    client,
    itemsQuery(itemsPageQuery(category, readUrlFilters(search, ITEMS_KEYS))),
  );
}
