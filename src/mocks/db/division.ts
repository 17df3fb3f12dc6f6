import type { Paged } from '@/lib/schema';
import { DIVISION_IDS, type DivisionId } from '@/lib/enums/division';
import type {
  DivisionListItems,
  DivisionListKind,
  DivisionListQuery,
  DivisionNewsDetail,
} from '@/features/division/api/division-schemas';
import { htmlToText } from '@/utils/html-text';
import { pageOf } from './paging';
import type { Database, DivisionListRows, DivisionProfileRow } from './types';
import { divisionError } from './errors/division';

/** The text a keyword is looked for in, per list. */
const SEARCHED: { [K in DivisionListKind]: (row: DivisionListRows[K]) => string[] } = {
  news: (row) => [row.title, row.summary, htmlToText(row.content)],
  products: (row) => [row.productName, row.summary],
  user: (row) => [row.customerName, row.industry, row.summary],
  business: (row) => [row.honourName, row.issuer],
  group: (row) => [row.name, row.position, row.summary],
  store: (row) => [row.storeName, row.address],
  development: (row) => [row.date, row.title, row.description],
};

export function requireDivision(raw: string | undefined): DivisionId {
  const division = DIVISION_IDS.find((id) => String(id) === raw);
  if (division === undefined) throw divisionError('divisionNotFound');
  return division;
}

/** A row as the API answers it: without the owning division (and, in lists, news content). */
function withoutDivision<T extends object>(row: T & { division: DivisionId }): T {
  const view: Partial<T & { division: DivisionId; content: string }> = { ...row };
  delete view.division;
  return view as T;
}

function toListItem<K extends DivisionListKind>(row: DivisionListRows[K]): DivisionListItems[K] {
  const hidden = 'divisionNewsId' in row ? ['division', 'content'] : ['division'];
  const entries = Object.entries(row).filter(([key]) => !hidden.includes(key));
  return Object.fromEntries(entries) as DivisionListItems[K];
}

export function listDivisionRows<K extends DivisionListKind>(
  db: Database,
  kind: K,
  division: DivisionId,
  { keyword = '', ...page }: DivisionListQuery,
): Paged<DivisionListItems[K]> {
  const needle = keyword.trim().toLowerCase();
  const rows = db.divisionLists[kind] as DivisionListRows[K][];
  const found = rows.filter(
    (row) =>
      row.division === division &&
      (!needle || SEARCHED[kind](row).some((text) => text.toLowerCase().includes(needle))),
  );
  const { list, total } = pageOf(found, page);
  return { list: list.map(toListItem), total };
}

export function findDivisionNews(
  db: Database,
  division: DivisionId,
  newsId: number,
): DivisionNewsDetail {
  const row = db.divisionLists.news.find(
    (news) => news.division === division && news.divisionNewsId === newsId,
  );
  if (!row) throw divisionError('divisionNewsNotFound');
  return withoutDivision(row);
}

export function divisionProfile(db: Database, division: DivisionId): DivisionProfileRow {
  const profile = db.divisionProfiles.find((row) => row.division === division);
  if (!profile) throw divisionError('divisionNotFound');
  return profile;
}
