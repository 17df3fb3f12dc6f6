import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { readPage } from '@/lib/use-list-params';
import { TEAM_DEPTHS, type TeamDepth, type TeamQuery } from '../api/team-types';

/** The URL parameter of the followed members' page (the team list uses `page`). */
export const ATTENTION_PAGE = 'attentionPage';

export const readDepth = (raw: string | null): TeamDepth | undefined =>
  TEAM_DEPTHS.find((depth) => String(depth) === raw);

/** The team list's level, keyword and page, read from the URL. */
export function toTeamQuery(searchParams: URLSearchParams): TeamQuery {
  const depth = readDepth(searchParams.get('depth'));
  const keyword = searchParams.get('keyword') ?? '';
  return {
    pageNo: readPage(searchParams.get('page')),
    pageSize: DEFAULT_PAGE_SIZE,
    ...(depth ? { depth } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** A page of a list whose page lives under `name` in the URL. */
export const pageQueryOf = (searchParams: URLSearchParams, name: string) => ({
  pageNo: readPage(searchParams.get(name)),
  pageSize: DEFAULT_PAGE_SIZE,
});
