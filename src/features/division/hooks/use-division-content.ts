import { useQuery } from '@tanstack/react-query';
import {
  getDivisionContact,
  getDivisionIntroduction,
  getDivisionNewsDetail,
} from '../api/division-api';
import { divisionKeys } from '../api/division-keys';
import { useDivision } from './use-division';

export function useDivisionIntroduction() {
  const division = useDivision();
  return useQuery({
    queryKey: divisionKeys.introduction(division),
    queryFn: () => getDivisionIntroduction(division),
  });
}

export function useDivisionContact() {
  const division = useDivision();
  return useQuery({
    queryKey: divisionKeys.contact(division),
    queryFn: () => getDivisionContact(division),
  });
}

export function useDivisionNewsDetail(newsId: number) {
  const division = useDivision();
  return useQuery({
    queryKey: divisionKeys.newsDetail(division, newsId),
    queryFn: () => getDivisionNewsDetail(division, newsId),
  });
}
