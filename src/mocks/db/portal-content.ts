import type { Paged } from '@/lib/schema';
import type {
  ColumnContentList,
  ColumnContentQuery,
  DocumentDetail,
  DocumentItem,
  FamilyDetail,
  FamilyMember,
  HelpCategoryDetail,
  HelpContent,
  PortalListQuery,
  TimeDetail,
  TimeItem,
  Video,
} from '@/features/portal/api/portal-schemas';
import { portalError } from './errors/portal';
import { matchesKeyword, pageOf } from './paging';
import type { Database } from './types';

type PortalErrorName = Parameters<typeof portalError>[0];

function findOr<T>(rows: readonly T[], test: (row: T) => boolean, error: PortalErrorName): T {
  const row = rows.find(test);
  if (!row) throw portalError(error);
  return row;
}

const newestFirst = <T extends { createTime: string }>(a: T, b: T) =>
  b.createTime.localeCompare(a.createTime);

export function listDocuments(
  db: Database,
  { classifyId, keyword, ...page }: ColumnContentQuery,
): ColumnContentList {
  const column = findOr(
    db.columnClassifies,
    (row) => row.classifyId === classifyId,
    'columnNotFound',
  );
  const found = db.documents
    .filter((row) => row.classifyId === classifyId)
    .filter((row) => matchesKeyword(keyword, row.title, row.summary, row.content))
    .sort(newestFirst)
    .map(({ contentId, title, summary, createTime }): DocumentItem => ({
      contentId,
      classifyId,
      title,
      summary,
      createTime,
    }));
  return { ...pageOf(found, page), classifyName: column.classifyName };
}

export function findDocument(db: Database, contentId: number): DocumentDetail {
  const row = findOr(db.documents, (doc) => doc.contentId === contentId, 'documentNotFound');
  const column = db.columnClassifies.find((classify) => classify.classifyId === row.classifyId);
  return { ...row, classifyName: column?.classifyName ?? '' };
}

export function listVideos(db: Database, { keyword, ...page }: PortalListQuery): Paged<Video> {
  const found = db.videos
    .filter((row) => matchesKeyword(keyword, row.title, row.description))
    .sort(newestFirst);
  return pageOf(found, page);
}

export function listFamilies(
  db: Database,
  { keyword, ...page }: PortalListQuery,
): Paged<FamilyMember> {
  const found = db.families
    .filter((row) => matchesKeyword(keyword, row.name, row.title, row.region, row.intro))
    .map(({ familyId, name, avatar, title, region, intro }): FamilyMember => ({
      familyId,
      name,
      avatar,
      title,
      region,
      intro,
    }));
  return pageOf(found, page);
}

export const findFamily = (db: Database, familyId: number): FamilyDetail =>
  findOr(db.families, (row) => row.familyId === familyId, 'familyNotFound');

export function listTimes(db: Database, { keyword, ...page }: PortalListQuery): Paged<TimeItem> {
  const found = db.times
    .filter((row) => matchesKeyword(keyword, row.title, row.summary, row.content))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ timeId, title, date, summary }): TimeItem => ({ timeId, title, date, summary }));
  return pageOf(found, page);
}

export const findTime = (db: Database, timeId: number): TimeDetail =>
  findOr(db.times, (row) => row.timeId === timeId, 'timeNotFound');

export function findHelpCategory(db: Database, helpId: number): HelpCategoryDetail {
  const category = findOr(db.helpCategories, (row) => row.helpId === helpId, 'helpNotFound');
  const topics = db.helpContents
    .filter((row) => row.helpId === helpId)
    .map(({ contentId, title }) => ({ contentId, title }));
  return { ...category, topics };
}

export const findHelpContent = (db: Database, contentId: number): HelpContent =>
  findOr(db.helpContents, (row) => row.contentId === contentId, 'helpNotFound');
