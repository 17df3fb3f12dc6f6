import * as v from 'valibot';
import * as s from '@/lib/schema';
import { NOTICE_KINDS, NOTICE_READ_STATES, STAFF_POSTS } from '@/lib/enums/staff';
import { districtNameSchema } from '@/lib/district-schema';

/** A war area's id, or null for none: missing, 0 or malformed. */
const partitionIdOrNone: s.Schema<number | null> = s.orElse(
  v.pipe(
    v.nullable(s.int()),
    v.transform((id) => (id !== null && id > 0 ? id : null)),
  ),
  null,
);

const staffEntries = {
  staffId: s.int(),
  userName: s.text(),
  phone: s.text(),
  post: s.oneOf(STAFF_POSTS, 'OTHER'),
  /** The war area the staff member works in; null while none is given. */
  partitionId: partitionIdOrNone,
  partitionName: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  linkTime: s.text(),
};

/** One of the member's staff: a member linked as staff. */
export const staffMemberSchema = v.object(staffEntries);
export type StaffMember = s.Output<typeof staffMemberSchema>;

export const staffPageSchema = s.paged(staffMemberSchema);

/** A staff member with the districts they cover. */
export const staffDetailSchema = v.object({
  ...staffEntries,
  remark: s.text(),
  /** The districts of their war area; [] without one. */
  districts: s.list(districtNameSchema),
});
export type StaffDetail = s.Output<typeof staffDetailSchema>;

export const staffQuerySchema = v.object({
  /** The keyword matches a name or phone. */
  ...s.searchQuery,
  post: v.optional(v.picklist(STAFF_POSTS)),
  partitionId: v.optional(v.number()),
});
export type StaffQuery = s.Input<typeof staffQuerySchema>;

const staffTermsEntries = {
  post: v.picklist(STAFF_POSTS),
  /** null: no war area yet. */
  partitionId: v.nullable(v.number()),
  remark: v.string(),
};

/** What the member decides about a staff member: post, war area and remark. */
export const staffTermsSchema = v.object(staffTermsEntries);
export type StaffTerms = s.Input<typeof staffTermsSchema>;

/** Links a registered member as staff, by their phone. */
export const linkStaffBodySchema = v.object({ ...staffTermsEntries, phone: v.string() });
export type LinkStaffBody = s.Input<typeof linkStaffBodySchema>;

const noticeEntries = {
  noticeId: s.int(),
  title: s.text(),
  kind: s.oneOf(NOTICE_KINDS, 'SYSTEM'),
  publisher: s.text(),
  /** YYYY-MM-DD HH:mm:ss */
  publishTime: s.text(),
  read: s.flag(),
};

/** A staff notice as listed. */
export const staffNoticeSchema = v.object(noticeEntries);
export type StaffNotice = s.Output<typeof staffNoticeSchema>;

export const noticePageSchema = s.paged(staffNoticeSchema);

/** The notice with its server HTML. */
export const noticeDetailSchema = v.object({
  ...noticeEntries,
  content: s.text(),
});
export type StaffNoticeDetail = s.Output<typeof noticeDetailSchema>;

export const noticeQuerySchema = v.object({
  ...s.pageQuery,
  read: v.optional(v.picklist(NOTICE_READ_STATES)),
  kind: v.optional(v.picklist(NOTICE_KINDS)),
});
export type NoticeQuery = s.Input<typeof noticeQuerySchema>;

/** How many notices are unread; anything but a count of 1 or more reads as none. */
export const unreadCountSchema = v.pipe(
  v.object({ count: s.num(0) }),
  v.transform(({ count }) => (Number.isSafeInteger(count) && count > 0 ? count : 0)),
);

/** Someone working in a war area. */
export const partitionPersonSchema = v.object({
  staffId: s.int(),
  userName: s.text(),
  phone: s.text(),
  post: s.oneOf(STAFF_POSTS, 'OTHER'),
});
export type PartitionPerson = s.Output<typeof partitionPersonSchema>;

/** One war area: a sales region and the people in it. */
export const partitionSchema = v.object({
  partitionId: s.int(),
  partitionName: s.text(),
  /** Where its districts lie, from the province down (广东省 / 深圳市 / 南山区). */
  region: s.list(districtNameSchema),
  /** The districts it covers, directly under the region's last district. */
  districts: s.list(districtNameSchema),
  staff: s.list(partitionPersonSchema),
});
export type Partition = s.Output<typeof partitionSchema>;

export const partitionsSchema = s.list(partitionSchema);
