import type { Input, Output } from '@/lib/schema';
import type {
  actionFailureSchema,
  actionPageSchema,
  actionSchema,
  authorizableTeamSchema,
  fanSchema,
  fansSchema,
  followBatchBodySchema,
  followBatchResultSchema,
  followStateSchema,
  grantBodySchema,
  grantPageSchema,
  grantSchema,
  invitationPageSchema,
  invitationSchema,
  teamAuthorizationSchema,
  teamMemberDetailSchema,
  teamMemberSchema,
  teamPageSchema,
  teamQuerySchema,
  upLevelSchema,
} from './team-schemas';

export { INVITATION_STATUSES, type InvitationStatus } from '@/lib/enums/designed';

/** How far below the member someone sits: 1 invited by the member, 2 by a level-1 member, … */
export const TEAM_DEPTHS = [1, 2, 3] as const;
export type TeamDepth = (typeof TEAM_DEPTHS)[number];

export const FOLLOW_BATCH_ACTIONS = ['FOLLOW', 'UNFOLLOW'] as const;
export type FollowBatchAction = (typeof FOLLOW_BATCH_ACTIONS)[number];

/** The team roles a member can grant (SPEC names team roles without details). */
export const TEAM_ROLES = ['LEADER', 'ASSISTANT', 'PROMOTER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ACTION_TYPES = ['FOLLOW_BATCH', 'UNFOLLOW_BATCH', 'INVITE', 'AUTHORIZE'] as const;
export type TeamActionType = (typeof TEAM_ACTION_TYPES)[number];

/** A node of the team tree (written out: its schema is recursive). */
export interface TeamNode {
  memberId: number;
  userName: string;
  depth: number;
  teamSize: number;
  /** The members one level further down. */
  children: TeamNode[];
}

export type TeamMember = Output<typeof teamMemberSchema>;
export type TeamMemberDetail = Output<typeof teamMemberDetailSchema>;
export type TeamPage = Output<typeof teamPageSchema>;
export type TeamQuery = Input<typeof teamQuerySchema>;
export type ActionFailure = Output<typeof actionFailureSchema>;
export type FollowBatchBody = Input<typeof followBatchBodySchema>;
export type FollowBatchResult = Output<typeof followBatchResultSchema>;
export type Invitation = Output<typeof invitationSchema>;
export type InvitationPage = Output<typeof invitationPageSchema>;
export type TeamGrant = Output<typeof grantSchema>;
export type TeamGrantPage = Output<typeof grantPageSchema>;
export type GrantBody = Input<typeof grantBodySchema>;
export type TeamAction = Output<typeof actionSchema>;
export type TeamActionPage = Output<typeof actionPageSchema>;
export type AuthorizableTeam = Output<typeof authorizableTeamSchema>;
export type TeamAuthorization = Output<typeof teamAuthorizationSchema>;
export type FollowState = Output<typeof followStateSchema>;
export type Fan = Output<typeof fanSchema>;
export type FanPage = Output<typeof fansSchema>;
export type UpLevelResult = Output<typeof upLevelSchema>;
