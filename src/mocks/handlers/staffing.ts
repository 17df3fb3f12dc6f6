import { staffEndpoints } from '@/features/staff/api/staff-endpoints';
import { NOTICE_KINDS, NOTICE_READ_STATES, STAFF_POSTS } from '@/lib/enums/staff';
import {
  editStaff,
  linkStaff,
  listPartitions,
  listStaff,
  staffDetail,
  unlinkStaff,
  type StaffTermsInput,
} from '../db/staffing';
import { listNotices, markNoticeRead, noticeDetail, unreadNotices } from '../db/staff-notices';
import { awaitDistricts } from './await-districts';
import { memberHandler } from './envelope';
import { oneOf, optionalId, pageQuery, requireId, text } from './request-fields';

/** The post, war area (none when absent, null or 0) and remark a request carries. */
const termsOf = (body: Record<string, unknown>): StaffTermsInput => ({
  post: oneOf(STAFF_POSTS, body.post),
  partitionId: optionalId(body.partitionId),
  remark: text(body, 'remark'),
});

/** The member's staff (user/link), their notices and their war areas (partition). */
export const staffingHandlers = [
  awaitDistricts('get', staffEndpoints.member.path),
  awaitDistricts('put', staffEndpoints.edit.path),
  awaitDistricts('get', staffEndpoints.partitions.path),
  memberHandler(staffEndpoints.staff, ({ db, user, query }) =>
    listStaff(
      db,
      user,
      {
        keyword: query.get('keyword') ?? '',
        post: oneOf(STAFF_POSTS, query.get('post')),
        partitionId: optionalId(query.get('partitionId')),
      },
      pageQuery(query),
    ),
  ),
  memberHandler(staffEndpoints.link, ({ db, user, body }) =>
    linkStaff(db, user, { ...termsOf(body), phone: text(body, 'phone') }, new Date()),
  ),
  memberHandler(staffEndpoints.member, ({ db, user, params }) =>
    staffDetail(db, user, requireId(params.staffId)),
  ),
  memberHandler(staffEndpoints.edit, ({ db, user, params, body }) =>
    editStaff(db, user, requireId(params.staffId), termsOf(body)),
  ),
  memberHandler(staffEndpoints.unlink, ({ db, user, params }) =>
    unlinkStaff(db, user, requireId(params.staffId)),
  ),
  memberHandler(staffEndpoints.notices, ({ db, user, query }) =>
    listNotices(
      db,
      user,
      {
        read: oneOf(NOTICE_READ_STATES, query.get('read')),
        kind: oneOf(NOTICE_KINDS, query.get('kind')),
      },
      pageQuery(query),
    ),
  ),
  // before the notice by id, whose path the word would otherwise match
  memberHandler(staffEndpoints.unread, ({ db, user }) => unreadNotices(db, user)),
  memberHandler(staffEndpoints.notice, ({ db, user, params }) =>
    noticeDetail(db, user, requireId(params.noticeId)),
  ),
  memberHandler(staffEndpoints.read, ({ db, user, params }) =>
    markNoticeRead(db, user, requireId(params.noticeId), new Date()),
  ),
  memberHandler(staffEndpoints.partitions, ({ db, user }) => listPartitions(db, user)),
];
