import { noticeKindCopy, noticeReadCopy, staffPostCopy } from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** Designed (docs/api.md): the post a staff member holds; OTHER for one the app does not know. */
export const STAFF_POSTS = ['SALES', 'DELIVERY', 'SERVICE', 'WAREHOUSE', 'OTHER'] as const;
export type StaffPost = (typeof STAFF_POSTS)[number];

/** A post is a role, not a state: every post reads alike. */
export const staffPost = defineEnumeration(STAFF_POSTS, staffPostCopy, neutralTones(STAFF_POSTS));

/** Designed: what a staff notice is about. */
export const NOTICE_KINDS = ['SYSTEM', 'TRAINING', 'PARTITION', 'ASSESSMENT'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeKind = defineEnumeration(NOTICE_KINDS, noticeKindCopy, {
  SYSTEM: 'neutral',
  TRAINING: 'progress',
  PARTITION: 'success',
  ASSESSMENT: 'warning',
});

/** Whether the member has opened a notice: 0 unread, 1 read. */
export const NOTICE_READ_STATES = [0, 1] as const;
export type NoticeReadState = (typeof NOTICE_READ_STATES)[number];

export const noticeReadState = defineEnumeration(NOTICE_READ_STATES, noticeReadCopy, {
  0: 'warning',
  1: 'neutral',
});
