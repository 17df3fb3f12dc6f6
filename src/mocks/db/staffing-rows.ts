import type { NoticeKind, StaffPost } from '@/lib/enums/staff';

/** A platform member linked as staff by the member `userId` (user/link). */
export interface StaffMemberRow {
  staffId: number;
  /** Whose staff they are. */
  userId: number;
  phone: string;
  userName: string;
  post: StaffPost;
  /** One of the member's war areas, or null. */
  partitionId: number | null;
  remark: string;
  linkTime: string;
}

/**
 * A war area of the member's: districts directly under the region's last district, by id; their
 * names are read from the district tables when answered.
 */
export interface PartitionRow {
  partitionId: number;
  userId: number;
  partitionName: string;
  /** From the province down. */
  regionIds: number[];
  districtIds: number[];
}

/** A notice sent to the member's staff desk; `readTime` null while unread. */
export interface StaffNoticeRow {
  noticeId: number;
  userId: number;
  title: string;
  kind: NoticeKind;
  publisher: string;
  /** Server HTML. */
  content: string;
  publishTime: string;
  readTime: string | null;
}

export interface StaffingTables {
  members: StaffMemberRow[];
  partitions: PartitionRow[];
  notices: StaffNoticeRow[];
}
