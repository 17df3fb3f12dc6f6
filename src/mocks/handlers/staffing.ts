import { staffEndpoints } from '@/features/staff/api/staff-endpoints';
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
import { memberHandler, type SentBody } from './envelope';
import { optionalId, pageQuery, requireId, text } from './request-fields';

/** The post, war area (none when absent, null or 0) and remark a request carries. */
const termsOf = (body: SentBody<typeof staffEndpoints.edit>): StaffTermsInput => ({
  post: body.post ?? null,
  partitionId: optionalId(body.partitionId),
  remark: text(body.remark),
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
        keyword: query.keyword ?? '',
        post: query.post ?? null,
        partitionId: optionalId(query.partitionId),
      },
      pageQuery(query),
    ),
  ),
  memberHandler(staffEndpoints.link, ({ db, user, body }) =>
    linkStaff(db, user, { ...termsOf(body), phone: text(body.phone) }, new Date()),
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
        read: query.read ?? null,
        kind: query.kind ?? null,
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
