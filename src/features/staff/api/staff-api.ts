import { apiClient } from '@/lib/api-client';
import { staffEndpoints } from './staff-endpoints';
import type { LinkStaffBody, NoticeQuery, StaffQuery, StaffTerms } from './staff-schemas';

export const getStaff = (query: StaffQuery) => apiClient.call(staffEndpoints.staff, { query });

export const getStaffMember = (staffId: number) =>
  apiClient.call(staffEndpoints.member, { path: { staffId } });

export const linkStaff = (body: LinkStaffBody) => apiClient.call(staffEndpoints.link, { body });

export const editStaffMember = (staffId: number, terms: StaffTerms) =>
  apiClient.call(staffEndpoints.edit, { path: { staffId }, body: terms });

export const unlinkStaff = (staffId: number) =>
  apiClient.call(staffEndpoints.unlink, { path: { staffId } });

export const getNotices = (query: NoticeQuery) => apiClient.call(staffEndpoints.notices, { query });

/** Asked for in the background: its failure shows nothing. */
export const getUnreadCount = () => apiClient.call(staffEndpoints.unread, { background: true });

export const getNotice = (noticeId: number) =>
  apiClient.call(staffEndpoints.notice, { path: { noticeId } });

/** Not asked for by the member: a failure leaves the notice unread. */
export const markNoticeRead = (noticeId: number) =>
  apiClient.call(staffEndpoints.read, { path: { noticeId }, background: true });

export const getPartitions = () => apiClient.call(staffEndpoints.partitions);
