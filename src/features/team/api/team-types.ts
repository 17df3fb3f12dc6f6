import type { PageQuery } from '@/lib/api-types';
import type { InvitationStatus } from '@/lib/enums/designed';

/** How far below the member someone sits: 1 invited by the member, 2 by a level-1 member, … */
export const TEAM_DEPTHS = [1, 2, 3] as const;
export type TeamDepth = (typeof TEAM_DEPTHS)[number];

/** A member of the member's team, as a row of the list. */
export interface TeamMember {
  memberId: number;
  userName: string;
  /** Masked by the server: 139****0001. */
  phone: string;
  /** Their member level (会员等级). */
  grade: number;
  /** Their level in the team; 0 when the server did not say. */
  depth: number;
  joinTime: string;
  /** How many members are in their own team. */
  teamSize: number;
  /** Whether the member follows (关注) them. */
  followed: 0 | 1;
}

export interface TeamMemberDetail extends TeamMember {
  /** Who brought them into the team; '' when unknown. */
  referrerName: string;
}

/** A node of the team tree; children are the members one level further down. */
export interface TeamNode {
  memberId: number;
  userName: string;
  depth: number;
  teamSize: number;
  children: TeamNode[];
}

export interface TeamQuery extends PageQuery {
  depth?: TeamDepth;
  keyword?: string;
}

export interface TeamPage {
  list: TeamMember[];
  total: number;
}

export const FOLLOW_BATCH_ACTIONS = ['FOLLOW', 'UNFOLLOW'] as const;
export type FollowBatchAction = (typeof FOLLOW_BATCH_ACTIONS)[number];

export interface FollowBatchBody {
  memberIds: number[];
  action: FollowBatchAction;
}

/** One member a team action could not reach, and why (the server's words). */
export interface ActionFailure {
  userName: string;
  reason: string;
}

export interface FollowBatchResult {
  successCount: number;
  failures: ActionFailure[];
}

export { INVITATION_STATUSES, type InvitationStatus } from '@/lib/enums/designed';

export interface Invitation {
  invitationId: number;
  /** Masked by the server. */
  phone: string;
  status: InvitationStatus;
  createTime: string;
}

export interface InvitationPage {
  list: Invitation[];
  total: number;
}

/** The team roles a member can grant (SPEC names team roles without details). */
export const TEAM_ROLES = ['LEADER', 'ASSISTANT', 'PROMOTER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface TeamGrant {
  grantId: number;
  memberId: number;
  userName: string;
  phone: string;
  role: TeamRole;
  createTime: string;
}

export interface TeamGrantPage {
  list: TeamGrant[];
  total: number;
}

export interface GrantBody {
  memberId: number;
  role: TeamRole;
}

export const TEAM_ACTION_TYPES = ['FOLLOW_BATCH', 'UNFOLLOW_BATCH', 'INVITE', 'AUTHORIZE'] as const;
export type TeamActionType = (typeof TEAM_ACTION_TYPES)[number];

/** A recorded team action and its outcome. */
export interface TeamAction {
  actionId: number;
  type: TeamActionType;
  /** Whom it was for: member names or a masked phone. */
  targets: string[];
  successCount: number;
  failures: ActionFailure[];
  createTime: string;
}

export interface TeamActionPage {
  list: TeamAction[];
  total: number;
}

/** The connect drawer of the portal: teams to authorize, the referrer, the fans. */
/** A team a member may authorize (authorization/team). */
export interface AuthorizableTeam {
  teamId: number;
  teamName: string;
  leaderName: string;
  region: string;
  memberCount: number;
}

export interface TeamAuthorization {
  teamList: AuthorizableTeam[];
  /** The team the member has authorized, or null. */
  authorizedTeamId: number | null;
}

/** Whom the member follows (their referrer), from authorization/follow. */
export interface FollowState {
  followed: { userName: string; phone: string; createTime: string } | null;
}

/** A member following this one (authorization/fen). */
export interface Fan {
  userName: string;
  /** Masked, e.g. 138****0002. */
  phone: string;
  createTime: string;
}

export interface FanPage {
  list: Fan[];
  total: number;
}

export interface UpLevelResult {
  level: number;
}
