import { flag, int, list, num, oneOf, orElse, paged, text, v, type Schema } from '@/lib/schema';
import {
  NOTICE_KINDS,
  STAFF_POSTS,
  type DistrictName,
  type Page,
  type Partition,
  type PartitionPerson,
  type StaffDetail,
  type StaffMember,
  type StaffNotice,
  type StaffNoticeDetail,
} from './staff-types';

/** A war area's id, or null for none: missing, 0 or malformed. */
const partitionIdOrNone: Schema<number | null> = orElse(
  v.pipe(
    v.nullable(int()),
    v.transform((id) => (id !== null && id > 0 ? id : null)),
  ),
  null,
);

const districtSchema: Schema<DistrictName> = v.object({ districtId: int(), district: text() });

const staffEntries = {
  staffId: int(),
  userName: text(),
  phone: text(),
  post: oneOf(STAFF_POSTS, 'OTHER'),
  partitionId: partitionIdOrNone,
  partitionName: text(),
  linkTime: text(),
};

export const staffMemberSchema: Schema<StaffMember> = v.object(staffEntries);

export const staffPageSchema: Schema<Page<StaffMember>> = paged(staffMemberSchema);

export const staffDetailSchema: Schema<StaffDetail> = v.object({
  ...staffEntries,
  remark: text(),
  districts: list(districtSchema),
});

const noticeEntries = {
  noticeId: int(),
  title: text(),
  kind: oneOf(NOTICE_KINDS, 'SYSTEM'),
  publisher: text(),
  publishTime: text(),
  read: flag(),
};

export const noticePageSchema: Schema<Page<StaffNotice>> = paged(v.object(noticeEntries));

export const noticeDetailSchema: Schema<StaffNoticeDetail> = v.object({
  ...noticeEntries,
  content: text(),
});

/** How many notices are unread; anything but a count of 1 or more reads as none. */
export const unreadCountSchema: Schema<number> = v.pipe(
  v.object({ count: num(0) }),
  v.transform(({ count }) => (Number.isSafeInteger(count) && count > 0 ? count : 0)),
);

const personSchema: Schema<PartitionPerson> = v.object({
  staffId: int(),
  userName: text(),
  phone: text(),
  post: oneOf(STAFF_POSTS, 'OTHER'),
});

export const partitionsSchema: Schema<Partition[]> = list(
  v.object({
    partitionId: int(),
    partitionName: text(),
    region: list(districtSchema),
    districts: list(districtSchema),
    staff: list(personSchema),
  }),
);
