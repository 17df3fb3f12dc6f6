import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { divisionEndpoints } from '../api/division-endpoints';
import { useDivision } from './use-division';

export function useDivisionIntroduction() {
  const division = useDivision();
  return useQuery(endpointQuery(divisionEndpoints.introduction, { path: { division } }));
}

export function useDivisionContact() {
  const division = useDivision();
  return useQuery(endpointQuery(divisionEndpoints.contact, { path: { division } }));
}

export function useDivisionNewsDetail(newsId: number) {
  const division = useDivision();
  return useQuery(endpointQuery(divisionEndpoints.newsDetail, { path: { division, newsId } }));
}
