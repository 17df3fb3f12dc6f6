import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import {
  noticeDetailSchema,
  noticePageSchema,
  partitionsSchema,
  staffDetailSchema,
  staffMemberSchema,
  staffPageSchema,
  unreadCountSchema,
} from './staff-schemas';
import type { LinkStaffBody, NoticeQuery, StaffQuery, StaffTerms } from './staff-types';

/** The member's staff (user/link), their notices and the war areas they work in (partition). */
export const STAFF_PATHS = {
  staff: 'v1/front/user/link',
  member: 'v1/front/user/link/:staffId',
  notices: 'v1/front/staff/notice',
  unread: 'v1/front/staff/notice/unread',
  notice: 'v1/front/staff/notice/:noticeId',
  read: 'v1/front/staff/notice/:noticeId/read',
  partitions: 'v1/front/partition',
} as const;

export const getStaff = (query: StaffQuery) =>
  apiClient.get(STAFF_PATHS.staff, staffPageSchema, { params: query });

export const getStaffMember = (staffId: number) =>
  apiClient.get(fillPath(STAFF_PATHS.member, { staffId }), staffDetailSchema);

/** Links a registered member as staff, by their phone. */
export const linkStaff = (body: LinkStaffBody) =>
  apiClient.post(STAFF_PATHS.staff, body, staffMemberSchema);

/** The staff member's post, war area and remark; the answer is the staff member as saved. */
export const editStaffMember = (staffId: number, terms: StaffTerms) =>
  apiClient.put(fillPath(STAFF_PATHS.member, { staffId }), terms, staffDetailSchema);

export const unlinkStaff = (staffId: number) =>
  apiClient.delete(fillPath(STAFF_PATHS.member, { staffId }), noAnswer);

export const getNotices = (query: NoticeQuery) =>
  apiClient.get(STAFF_PATHS.notices, noticePageSchema, { params: query });

/** The side menu's count: asked for in the background, its failure shows nothing. */
export const getUnreadCount = () =>
  apiClient.get(STAFF_PATHS.unread, unreadCountSchema, { background: true });

export const getNotice = (noticeId: number) =>
  apiClient.get(fillPath(STAFF_PATHS.notice, { noticeId }), noticeDetailSchema);

/** Sent when a notice is opened, not asked for by the member: a failure leaves it unread. */
export const markNoticeRead = (noticeId: number) =>
  apiClient.put(fillPath(STAFF_PATHS.read, { noticeId }), undefined, noAnswer, {
    background: true,
  });

export const getPartitions = () => apiClient.get(STAFF_PATHS.partitions, partitionsSchema);
