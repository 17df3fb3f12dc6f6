import { DIVISION_IDS, type DivisionId } from '@/lib/enums/division';

/** Shown when the URL names no division, or one that does not exist: 医疗事业部. */
export const DEFAULT_DIVISION: DivisionId = 2;

/** The division a ?division= value names, or the default. */
export function readDivision(raw: string | null): DivisionId {
  return DIVISION_IDS.find((id) => String(id) === raw) ?? DEFAULT_DIVISION;
}

/** The news item 新闻动态 shows in place of its list (useDetailParam's parameter). */
export const NEWS_ID_PARAM = 'newsId';
