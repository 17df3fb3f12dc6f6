import { NOTICE_KINDS, NOTICE_READ_STATES, STAFF_POSTS } from '@/lib/enums/staff';
import {
  flag,
  int,
  list,
  num,
  oneOf,
  optional,
  orElse,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
  type Schema,
} from '@/lib/schema';

/** A war area's id, or null for none: missing, 0 or malformed. */
const partitionIdOrNone: Schema<number | null> = orElse(
  v.pipe(
    v.nullable(int()),
    v.transform((id) => (id !== null && id > 0 ? id : null)),
  ),
  null,
);

/** One district by its id and real name (the district tables of GET /common/district). */
export const districtNameSchema = v.object({ districtId: int(), district: text() });
export type DistrictName = Output<typeof districtNameSchema>;

const staffEntries = {
  staffId: int(),
  userName: text(),
  phone: text(),
  post: oneOf(STAFF_POSTS, 'OTHER'),
  /** The war area the staff member works in; null while none is given. */
  partitionId: partitionIdOrNone,
  partitionName: text(),
  /** YYYY-MM-DD HH:mm:ss */
  linkTime: text(),
};

/** One of the member's staff: a member linked as staff. */
export const staffMemberSchema = v.object(staffEntries);
export type StaffMember = Output<typeof staffMemberSchema>;

export const staffPageSchema = paged(staffMemberSchema);

/** A staff member with the districts they cover. */
export const staffDetailSchema = v.object({
  ...staffEntries,
  remark: text(),
  /** The districts of their war area; [] without one. */
  districts: list(districtNameSchema),
});
export type StaffDetail = Output<typeof staffDetailSchema>;

export const staffQuerySchema = v.object({
  ...pageQuery,
  /** A name or phone. */
  keyword: optional(v.string()),
  post: optional(v.picklist(STAFF_POSTS)),
  partitionId: optional(v.number()),
});
export type StaffQuery = Input<typeof staffQuerySchema>;

const staffTermsEntries = {
  post: v.picklist(STAFF_POSTS),
  /** null: no war area yet. */
  partitionId: v.nullable(v.number()),
  remark: v.string(),
};

/** What the member decides about a staff member: post, war area and remark. */
export const staffTermsSchema = v.object(staffTermsEntries);
export type StaffTerms = Input<typeof staffTermsSchema>;

/** Links a registered member as staff, by their phone. */
export const linkStaffBodySchema = v.object({ ...staffTermsEntries, phone: v.string() });
export type LinkStaffBody = Input<typeof linkStaffBodySchema>;

const noticeEntries = {
  noticeId: int(),
  title: text(),
  kind: oneOf(NOTICE_KINDS, 'SYSTEM'),
  publisher: text(),
  /** YYYY-MM-DD HH:mm:ss */
  publishTime: text(),
  read: flag(),
};

/** A staff notice as listed. */
export const staffNoticeSchema = v.object(noticeEntries);
export type StaffNotice = Output<typeof staffNoticeSchema>;

export const noticePageSchema = paged(staffNoticeSchema);

/** The notice with its server HTML. */
export const noticeDetailSchema = v.object({
  ...noticeEntries,
  content: text(),
});
export type StaffNoticeDetail = Output<typeof noticeDetailSchema>;

export const noticeQuerySchema = v.object({
  ...pageQuery,
  read: optional(v.picklist(NOTICE_READ_STATES)),
  kind: optional(v.picklist(NOTICE_KINDS)),
});
export type NoticeQuery = Input<typeof noticeQuerySchema>;

/** How many notices are unread; anything but a count of 1 or more reads as none. */
export const unreadCountSchema = v.pipe(
  v.object({ count: num(0) }),
  v.transform(({ count }) => (Number.isSafeInteger(count) && count > 0 ? count : 0)),
);

/** Someone working in a war area. */
export const partitionPersonSchema = v.object({
  staffId: int(),
  userName: text(),
  phone: text(),
  post: oneOf(STAFF_POSTS, 'OTHER'),
});
export type PartitionPerson = Output<typeof partitionPersonSchema>;

/** One war area: a sales region and the people in it. */
export const partitionSchema = v.object({
  partitionId: int(),
  partitionName: text(),
  /** Where its districts lie, from the province down (广东省 / 深圳市 / 南山区). */
  region: list(districtNameSchema),
  /** The districts it covers, directly under the region's last district. */
  districts: list(districtNameSchema),
  staff: list(partitionPersonSchema),
});
export type Partition = Output<typeof partitionSchema>;

export const partitionsSchema = list(partitionSchema);
