import type { DistrictName } from '@/lib/district-schema';
import type { Partition, StaffDetail, StaffMember } from '@/features/staff/api/staff-schemas';
import type { StaffPost } from '@/lib/enums/staff';
import type { PageQuery } from '@/lib/api-types';
import { PERMISSIONS } from '@/lib/permissions';
import { childrenOf } from './district-tree';
import { staffingError } from './errors/staffing';
import { isMobile } from './field-rules';
import { matchesKeyword, pageOf } from './paging';
import { requirePermission } from './permission';
import { nextSequence } from './sequences';
import type { PartitionRow, StaffMemberRow } from './staffing-rows';
import { formatTime } from './time';
import type { Database, UserRow } from './types';

const REMARK_MAX = 200;

const partitionsOf = (db: Database, userId: number): PartitionRow[] =>
  db.staffing.partitions.filter((row) => row.userId === userId);

const staffOf = (db: Database, userId: number): StaffMemberRow[] =>
  db.staffing.members.filter((row) => row.userId === userId);

/** The district `id` under `parentId` (0: the provinces) by its real name, or null. */
function districtUnder(parentId: number, id: number): DistrictName | null {
  const node = childrenOf(parentId).find((child) => child.districtId === id);
  return node ? { districtId: node.districtId, district: node.district } : null;
}

/** The region from the province down, named from the district tables; needs loadDistricts(). */
const regionOf = (area: PartitionRow): DistrictName[] =>
  area.regionIds.flatMap(
    (id, level) => districtUnder(level === 0 ? 0 : area.regionIds[level - 1], id) ?? [],
  );

/** The districts of a war area by their real names; needs loadDistricts(). */
const districtsOf = (area: PartitionRow): DistrictName[] => {
  const parent = area.regionIds[area.regionIds.length - 1] ?? 0;
  return area.districtIds.flatMap((id) => districtUnder(parent, id) ?? []);
};

const partitionOf = (db: Database, userId: number, partitionId: number | null) =>
  partitionId === null
    ? null
    : (partitionsOf(db, userId).find((area) => area.partitionId === partitionId) ?? null);

function toStaffMember(db: Database, row: StaffMemberRow): StaffMember {
  return {
    staffId: row.staffId,
    userName: row.userName,
    phone: row.phone,
    post: row.post,
    partitionId: row.partitionId,
    partitionName: partitionOf(db, row.userId, row.partitionId)?.partitionName ?? '',
    linkTime: row.linkTime,
  };
}

export interface StaffFilter {
  keyword: string;
  post: StaffPost | null;
  partitionId: number | null;
}

/** GET user/link: the member's staff, the latest linked first. */
export function listStaff(db: Database, user: UserRow, filter: StaffFilter, page: PageQuery) {
  const rows = staffOf(db, user.userId)
    .filter((row) => matchesKeyword(filter.keyword, row.userName, row.phone))
    .filter((row) => filter.post === null || row.post === filter.post)
    .filter((row) => filter.partitionId === null || row.partitionId === filter.partitionId)
    .sort((a, b) => b.linkTime.localeCompare(a.linkTime) || b.staffId - a.staffId);
  const { list, total } = pageOf(rows, page);
  return { list: list.map((row) => toStaffMember(db, row)), total };
}

function requireStaff(db: Database, user: UserRow, staffId: number): StaffMemberRow {
  const row = staffOf(db, user.userId).find((staff) => staff.staffId === staffId);
  if (!row) throw staffingError('staffNotFound');
  return row;
}

/** GET user/link/{staffId}: with the districts of their war area; needs loadDistricts(). */
export function staffDetail(db: Database, user: UserRow, staffId: number): StaffDetail {
  const row = requireStaff(db, user, staffId);
  const area = partitionOf(db, user.userId, row.partitionId);
  return {
    ...toStaffMember(db, row),
    remark: row.remark,
    districts: area ? districtsOf(area) : [],
  };
}

/** What the member decides about a staff member, as the request carried it. */
export interface StaffTermsInput {
  /** null: not one of the posts. */
  post: StaffPost | null;
  partitionId: number | null;
  remark: string;
}

function checkTerms(db: Database, user: UserRow, terms: StaffTermsInput) {
  if (terms.post === null) throw staffingError('postUnknown');
  if (terms.partitionId !== null && !partitionOf(db, user.userId, terms.partitionId)) {
    throw staffingError('partitionUnknown');
  }
  if ([...terms.remark].length > REMARK_MAX) throw staffingError('remarkTooLong');
  return { post: terms.post, partitionId: terms.partitionId, remark: terms.remark };
}

/** Someone registered on the platform by their phone: an account, or a member of a team. */
function platformMemberName(db: Database, phone: string): string | null {
  const account = db.users.find((row) => row.phone === phone);
  if (account) return account.userName;
  return db.team.members.find((row) => row.phone === phone)?.userName ?? null;
}

/** POST user/link: a registered member, not oneself nor already linked, becomes staff. */
export function linkStaff(
  db: Database,
  user: UserRow,
  input: StaffTermsInput & { phone: string },
  now: Date,
): StaffMember {
  requirePermission(user, PERMISSIONS.staffLink);
  if (!isMobile(input.phone)) throw staffingError('phoneInvalid');
  if (input.phone === user.phone) throw staffingError('linkSelf');
  const userName = platformMemberName(db, input.phone);
  if (userName === null) throw staffingError('notAMember');
  if (staffOf(db, user.userId).some((row) => row.phone === input.phone)) {
    throw staffingError('alreadyLinked');
  }
  const row: StaffMemberRow = {
    staffId: nextSequence(db, 'staffId'),
    userId: user.userId,
    phone: input.phone,
    userName,
    ...checkTerms(db, user, input),
    linkTime: formatTime(now),
  };
  db.staffing.members.push(row);
  return toStaffMember(db, row);
}

/** PUT user/link/{staffId}: the post, war area and remark; needs loadDistricts(). */
export function editStaff(
  db: Database,
  user: UserRow,
  staffId: number,
  terms: StaffTermsInput,
): StaffDetail {
  requirePermission(user, PERMISSIONS.staffEdit);
  const row = requireStaff(db, user, staffId);
  Object.assign(row, checkTerms(db, user, terms));
  return staffDetail(db, user, staffId);
}

/** DELETE user/link/{staffId}: they are no longer the member's staff. */
export function unlinkStaff(db: Database, user: UserRow, staffId: number): null {
  requirePermission(user, PERMISSIONS.staffLink);
  requireStaff(db, user, staffId);
  db.staffing.members = db.staffing.members.filter((row) => row.staffId !== staffId);
  return null;
}

/** GET partition: the member's war areas with their districts and people; needs loadDistricts(). */
export function listPartitions(db: Database, user: UserRow): Partition[] {
  const staff = staffOf(db, user.userId).sort((a, b) => a.staffId - b.staffId);
  return partitionsOf(db, user.userId).map((area) => ({
    partitionId: area.partitionId,
    partitionName: area.partitionName,
    region: regionOf(area),
    districts: districtsOf(area),
    staff: staff
      .filter((row) => row.partitionId === area.partitionId)
      .map(({ staffId, userName, phone, post }) => ({ staffId, userName, phone, post })),
  }));
}
