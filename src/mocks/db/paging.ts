import type { PageQuery } from '@/lib/api-types';

/** One page of rows and how many there are in all. */
export function pageOf<T>(rows: readonly T[], { pageNo, pageSize }: PageQuery) {
  const start = (pageNo - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length };
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, '');

/** Whether any of the texts (HTML reads as its text) holds the keyword, case-insensitively. */
export function matchesKeyword(keyword: string | undefined, ...texts: string[]): boolean {
  const needle = keyword?.trim().toLowerCase() ?? '';
  return !needle || texts.some((text) => plainText(text).toLowerCase().includes(needle));
}
