import type { ActionFailure } from '@/features/team/api/team-schemas';
import type { InvitationStatus } from '@/lib/enums/designed';
import type { TeamActionType, TeamRole } from '@/lib/enums/team';

/**
 * Someone in a team. Whom a seeded account (a row of `users`) brought in is read from the
 * portal's `follows` (their fans are their first level), so the team and authorization/fen
 * agree; below a member outside the accounts, `parentPhone` links the levels.
 */
export interface TeamMemberRow {
  memberId: number;
  phone: string;
  userName: string;
  grade: number;
  joinTime: string;
  /** The phone of whoever brought them in (used below members outside the accounts). */
  parentPhone: string;
}

/** The member follows (关注) one of their team. */
export interface AttentionRow {
  userId: number;
  memberId: number;
  createTime: string;
}

export interface InvitationRow {
  invitationId: number;
  userId: number;
  phone: string;
  status: InvitationStatus;
  createTime: string;
}

export interface GrantRow {
  grantId: number;
  userId: number;
  memberId: number;
  role: TeamRole;
  createTime: string;
}

export interface TeamActionRow {
  actionId: number;
  userId: number;
  type: TeamActionType;
  targets: string[];
  successCount: number;
  failures: ActionFailure[];
  createTime: string;
}

export interface TeamTables {
  members: TeamMemberRow[];
  attentions: AttentionRow[];
  invitations: InvitationRow[];
  grants: GrantRow[];
  actions: TeamActionRow[];
}
