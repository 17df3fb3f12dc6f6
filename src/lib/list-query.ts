import { DEFAULT_PAGE_SIZE } from '@/config/constants';

/** What a list asks the server for one page: the page and the app's page size. */
export const pageQueryOf = (page: number) => ({ pageNo: page, pageSize: DEFAULT_PAGE_SIZE });

/** What a list searched by a keyword asks for, whatever the page: no keyword when none was typed. */
export const keywordQuery = (keyword: string) => ({ keyword: keyword || undefined });

/** What a list searched by a keyword asks for one page: no keyword when none was typed. */
export const searchQueryOf = (page: number, keyword: string) => ({
  ...pageQueryOf(page),
  ...keywordQuery(keyword),
});
