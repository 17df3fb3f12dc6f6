import type { NoticeQuery, StaffQuery } from './staff-schemas';

/**
 * The staff, their notices and the war areas. A war area lists its people, so linking, editing
 * and unlinking staff change the war areas too.
 */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (query: StaffQuery) => [...staffKeys.lists(), query] as const,
  member: (staffId: number) => [...staffKeys.all, 'member', staffId] as const,
  partitions: () => [...staffKeys.all, 'partitions'] as const,
  notices: () => [...staffKeys.all, 'notices'] as const,
  noticeList: (query: NoticeQuery) => [...staffKeys.notices(), 'list', query] as const,
  notice: (noticeId: number) => [...staffKeys.notices(), 'detail', noticeId] as const,
  unread: () => [...staffKeys.notices(), 'unread'] as const,
};
