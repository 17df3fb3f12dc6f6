import type { NewsDetail, NewsList, NewsListQuery } from '@/features/portal/api/portal-schemas';
import { pageOf } from './paging';
import type { Database } from './types';
import { portalError } from './errors/portal';

const plainText = (html: string) => html.replace(/<[^>]*>/g, '');

function matches(item: NewsDetail, keyword: string): boolean {
  const needle = keyword.toLowerCase();
  return (
    item.newTitle.toLowerCase().includes(needle) ||
    plainText(item.content).toLowerCase().includes(needle)
  );
}

const newestFirst = (a: NewsDetail, b: NewsDetail) =>
  b.createTime.localeCompare(a.createTime) || b.newId - a.newId;

export function listNews(db: Database, { keyword, ...page }: NewsListQuery): NewsList {
  const needle = keyword?.trim() ?? '';
  const found = db.news.filter((item) => !needle || matches(item, needle)).sort(newestFirst);
  const { list, total } = pageOf(found, page);
  return {
    newList: list.map(({ newId, newTitle, createTime }) => ({ newId, newTitle, createTime })),
    total,
  };
}

export function findNews(db: Database, newId: number): NewsDetail {
  const item = db.news.find((news) => news.newId === newId);
  if (!item) throw portalError('newsNotFound');
  return item;
}
