import type { PageQuery } from '@/lib/api-types';
import type { NoticeKind, NoticeReadState, StaffPost } from '@/lib/enums/staff';

export {
  NOTICE_KINDS,
  NOTICE_READ_STATES,
  STAFF_POSTS,
  type NoticeKind,
  type NoticeReadState,
  type StaffPost,
} from '@/lib/enums/staff';

/** One district by its id and real name (the district tables of GET /common/district). */
export interface DistrictName {
  districtId: number;
  district: string;
}

/** One of the member's staff (GET v1/front/user/link, designed): a member linked as staff. */
export interface StaffMember {
  staffId: number;
  userName: string;
  phone: string;
  post: StaffPost;
  /** The war area the staff member works in; null while none is given. */
  partitionId: number | null;
  partitionName: string;
  /** YYYY-MM-DD HH:mm:ss */
  linkTime: string;
}

/** GET v1/front/user/link/{staffId} (designed): a staff member with the districts they cover. */
export interface StaffDetail extends StaffMember {
  remark: string;
  /** The districts of their war area; [] without one. */
  districts: DistrictName[];
}

export interface StaffQuery extends PageQuery {
  /** A name or phone. */
  keyword?: string;
  post?: StaffPost;
  partitionId?: number;
}

/** What the member decides about a staff member: post, war area and remark. */
export interface StaffTerms {
  post: StaffPost;
  /** null: no war area yet. */
  partitionId: number | null;
  remark: string;
}

/** POST v1/front/user/link (SPEC path, designed body): links a registered member as staff. */
export interface LinkStaffBody extends StaffTerms {
  phone: string;
}

/** A staff notice as listed (GET v1/front/staff/notice, designed). */
export interface StaffNotice {
  noticeId: number;
  title: string;
  kind: NoticeKind;
  publisher: string;
  /** YYYY-MM-DD HH:mm:ss */
  publishTime: string;
  read: NoticeReadState;
}

/** GET v1/front/staff/notice/{noticeId} (designed): the notice with its server HTML. */
export interface StaffNoticeDetail extends StaffNotice {
  content: string;
}

export interface NoticeQuery extends PageQuery {
  read?: NoticeReadState;
  kind?: NoticeKind;
}

/** Someone working in a war area. */
export interface PartitionPerson {
  staffId: number;
  userName: string;
  phone: string;
  post: StaffPost;
}

/** One war area (GET v1/front/partition, designed): a sales region and the people in it. */
export interface Partition {
  partitionId: number;
  partitionName: string;
  /** Where its districts lie, from the province down (广东省 / 深圳市 / 南山区). */
  region: DistrictName[];
  /** The districts it covers, directly under the region's last district. */
  districts: DistrictName[];
  staff: PartitionPerson[];
}

export interface Page<T> {
  list: T[];
  total: number;
}
