import type { Input, Output } from '@/lib/schema';
import type {
  districtNameSchema,
  linkStaffBodySchema,
  noticeDetailSchema,
  noticeQuerySchema,
  partitionPersonSchema,
  partitionSchema,
  staffDetailSchema,
  staffMemberSchema,
  staffNoticeSchema,
  staffQuerySchema,
  staffTermsSchema,
} from './staff-schemas';

export {
  NOTICE_KINDS,
  NOTICE_READ_STATES,
  STAFF_POSTS,
  type NoticeKind,
  type NoticeReadState,
  type StaffPost,
} from '@/lib/enums/staff';

export type DistrictName = Output<typeof districtNameSchema>;
export type StaffMember = Output<typeof staffMemberSchema>;
export type StaffDetail = Output<typeof staffDetailSchema>;
export type StaffQuery = Input<typeof staffQuerySchema>;
export type StaffTerms = Input<typeof staffTermsSchema>;
export type LinkStaffBody = Input<typeof linkStaffBodySchema>;
export type StaffNotice = Output<typeof staffNoticeSchema>;
export type StaffNoticeDetail = Output<typeof noticeDetailSchema>;
export type NoticeQuery = Input<typeof noticeQuerySchema>;
export type PartitionPerson = Output<typeof partitionPersonSchema>;
export type Partition = Output<typeof partitionSchema>;
