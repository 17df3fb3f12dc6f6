import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  linkStaffBodySchema,
  noticeDetailSchema,
  noticePageSchema,
  noticeQuerySchema,
  partitionsSchema,
  staffDetailSchema,
  staffMemberSchema,
  staffPageSchema,
  staffQuerySchema,
  staffTermsSchema,
  unreadCountSchema,
} from './staff-schemas';

/** The member's staff (user/link), their notices and the war areas they work in (partition). */
export const staffEndpoints = endpointGroup('staff', {
  staff: endpoint({
    method: 'GET',
    path: 'v1/front/user/link',
    query: staffQuerySchema,
    answer: staffPageSchema,
    from: SPEC_PATH,
  }),
  /** Links a registered member as staff, by their phone. */
  link: endpoint({
    method: 'POST',
    path: 'v1/front/user/link',
    body: linkStaffBodySchema,
    answer: staffMemberSchema,
    errors: ['10201', '24501', '24502', '24503', '24504', '24505', '24506', '24508'],
    from: SPEC_PATH,
  }),
  member: endpoint({
    method: 'GET',
    path: 'v1/front/user/link/:staffId',
    answer: staffDetailSchema,
    errors: ['24507'],
    from: DESIGNED,
  }),
  /** The staff member's post, war area and remark; the answer is the staff member as saved. */
  edit: endpoint({
    method: 'PUT',
    path: 'v1/front/user/link/:staffId',
    body: staffTermsSchema,
    answer: staffDetailSchema,
    errors: ['10201', '24505', '24506', '24507', '24508'],
    from: DESIGNED,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: 'v1/front/user/link/:staffId',
    answer: noAnswer,
    errors: ['10201', '24507'],
    from: DESIGNED,
  }),
  notices: endpoint({
    method: 'GET',
    path: 'v1/front/staff/notice',
    query: noticeQuerySchema,
    answer: noticePageSchema,
    from: DESIGNED,
  }),
  /** The side menu's count of unread notices. */
  unread: endpoint({
    method: 'GET',
    path: 'v1/front/staff/notice/unread',
    answer: unreadCountSchema,
    from: DESIGNED,
  }),
  notice: endpoint({
    method: 'GET',
    path: 'v1/front/staff/notice/:noticeId',
    answer: noticeDetailSchema,
    errors: ['24509'],
    from: DESIGNED,
  }),
  /** Sent when a notice is opened: read from now on. */
  read: endpoint({
    method: 'PUT',
    path: 'v1/front/staff/notice/:noticeId/read',
    answer: noAnswer,
    errors: ['24509'],
    from: DESIGNED,
  }),
  /** The member's war areas with their districts and people. */
  partitions: endpoint({
    method: 'GET',
    path: 'v1/front/partition',
    answer: partitionsSchema,
    from: SPEC_PATH,
  }),
});
