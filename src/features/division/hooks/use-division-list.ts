import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NamedEndpoint } from '@/lib/endpoint-group';
import { endpointQuery } from '@/lib/endpoint-query';
import { searchQueryOf } from '@/lib/list-query';
import { PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { divisionEndpoints, type DivisionListEndpoint } from '../api/division-endpoints';
import type { DivisionListKind } from '../api/division-schemas';
import { useDivision } from './use-division';

/** The endpoint of the list of `kind`, typed by its rows. */
const divisionListEndpoint = <K extends DivisionListKind>(kind: K) =>
  // the endpoint picked by `kind` answers the rows of `kind`, which TypeScript cannot correlate
  divisionEndpoints[kind] as NamedEndpoint<DivisionListEndpoint<K>>;

/** One page of a division list; the page and keyword live in the URL. */
export function useDivisionList<K extends DivisionListKind>(kind: K) {
  const division = useDivision();
  const { filters, update } = useUrlFilters(PAGE_AND_KEYWORD_KEYS);
  const query = searchQueryOf(filters.page, filters.keyword);
  const result = useQuery({
    ...endpointQuery(divisionListEndpoint(kind), { path: { division }, query }),
    placeholderData: keepPreviousData,
  });
  return { filters, update, result };
}
