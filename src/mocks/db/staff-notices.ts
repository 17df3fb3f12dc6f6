import type { NoticeKind, NoticeReadState } from '@/lib/enums/staff';
import type { StaffNotice, StaffNoticeDetail } from '@/features/staff/api/staff-schemas';
import type { PageQuery } from '@/lib/api-types';
import { staffingError } from './errors/staffing';
import { pageOf } from './paging';
import type { StaffNoticeRow } from './staffing-rows';
import { formatTime } from './time';
import type { Database, UserRow } from './types';

const noticesOf = (db: Database, userId: number): StaffNoticeRow[] =>
  db.staffing.notices.filter((row) => row.userId === userId);

const readStateOf = (row: StaffNoticeRow): NoticeReadState => (row.readTime === null ? 0 : 1);

const toNotice = (row: StaffNoticeRow): StaffNotice => ({
  noticeId: row.noticeId,
  title: row.title,
  kind: row.kind,
  publisher: row.publisher,
  publishTime: row.publishTime,
  read: readStateOf(row),
});

export interface NoticeFilter {
  read: NoticeReadState | null;
  kind: NoticeKind | null;
}

/** GET staff/notice: the member's notices, the newest first. */
export function listNotices(db: Database, user: UserRow, filter: NoticeFilter, page: PageQuery) {
  const rows = noticesOf(db, user.userId)
    .filter((row) => filter.read === null || readStateOf(row) === filter.read)
    .filter((row) => filter.kind === null || row.kind === filter.kind)
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.noticeId - a.noticeId);
  const { list, total } = pageOf(rows, page);
  return { list: list.map(toNotice), total };
}

function requireNotice(db: Database, user: UserRow, noticeId: number): StaffNoticeRow {
  const row = noticesOf(db, user.userId).find((notice) => notice.noticeId === noticeId);
  if (!row) throw staffingError('noticeNotFound');
  return row;
}

/** GET staff/notice/{noticeId}: reading it changes nothing (the app marks it read). */
export function noticeDetail(db: Database, user: UserRow, noticeId: number): StaffNoticeDetail {
  const row = requireNotice(db, user, noticeId);
  return { ...toNotice(row), content: row.content };
}

/** PUT staff/notice/{noticeId}/read: read from now on; reading it again changes nothing. */
export function markNoticeRead(db: Database, user: UserRow, noticeId: number, now: Date): null {
  const row = requireNotice(db, user, noticeId);
  row.readTime ??= formatTime(now);
  return null;
}

/** GET staff/notice/unread: how many of the member's notices are unread. */
export const unreadNotices = (db: Database, user: UserRow) => ({
  count: noticesOf(db, user.userId).filter((row) => row.readTime === null).length,
});
