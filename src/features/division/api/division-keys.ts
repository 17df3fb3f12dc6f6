import type { DivisionId } from '@/lib/enums/division';
import type { DivisionListKind, DivisionListQuery } from './division-schemas';

export const divisionKeys = {
  all: ['division'] as const,
  of: (division: DivisionId) => [...divisionKeys.all, division] as const,
  list: (kind: DivisionListKind, division: DivisionId, query: DivisionListQuery) =>
    [...divisionKeys.of(division), kind, query] as const,
  newsDetail: (division: DivisionId, newsId: number) =>
    [...divisionKeys.of(division), 'news', 'detail', newsId] as const,
  introduction: (division: DivisionId) => [...divisionKeys.of(division), 'introduction'] as const,
  contact: (division: DivisionId) => [...divisionKeys.of(division), 'contact'] as const,
  messages: (division: DivisionId) => [...divisionKeys.of(division), 'messages'] as const,
};
