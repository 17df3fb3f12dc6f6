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
import { INVITATION_STATUSES } from '@/lib/enums/designed';
import { TEAM_ACTION_TYPES, TEAM_DEPTHS, TEAM_ROLES } from '@/lib/enums/team';

const memberEntries = {
  memberId: int(),
  userName: text(),
  /** Masked by the server: 139****0001. */
  phone: text(),
  /** Their member level (会员等级). */
  grade: num(0),
  /** Their level in the team; 0 when the server did not say. */
  depth: num(0),
  joinTime: text(),
  /** How many members are in their own team. */
  teamSize: num(0),
  /** Whether the member follows (关注) them. */
  followed: flag(),
};

/** A member of the member's team, as a row of the list. */
export const teamMemberSchema = v.object(memberEntries);
export type TeamMember = Output<typeof teamMemberSchema>;

export const teamPageSchema = paged(teamMemberSchema);
export type TeamPage = Output<typeof teamPageSchema>;

export const teamMemberDetailSchema = v.object({
  ...memberEntries,
  /** Who brought them into the team; '' when unknown. */
  referrerName: text(),
});
export type TeamMemberDetail = Output<typeof teamMemberDetailSchema>;

/** A node of the team tree, written out: a recursive schema cannot infer its own type. */
export interface TeamNode {
  memberId: number;
  userName: string;
  depth: number;
  teamSize: number;
  /** The members one level further down. */
  children: TeamNode[];
}

export const teamNodeSchema: Schema<TeamNode> = v.object({
  memberId: int(),
  userName: text(),
  depth: num(0),
  teamSize: num(0),
  // a node without its id is left out with its branch; a missing list is a leaf
  children: list(v.lazy(() => teamNodeSchema)),
});

export const teamTreeSchema = list(teamNodeSchema);

/** One member a team action could not reach, and why (the server's words). */
export const actionFailureSchema = v.object({ userName: text(), reason: text() });
export type ActionFailure = Output<typeof actionFailureSchema>;

export const followBatchResultSchema = v.object({
  successCount: num(0),
  failures: list(actionFailureSchema),
});
export type FollowBatchResult = Output<typeof followBatchResultSchema>;

export const invitationSchema = v.object({
  invitationId: int(),
  /** Masked by the server. */
  phone: text(),
  status: oneOf(INVITATION_STATUSES, 'PENDING'),
  createTime: text(),
});
export type Invitation = Output<typeof invitationSchema>;

export const invitationPageSchema = paged(invitationSchema);
export type InvitationPage = Output<typeof invitationPageSchema>;

export const grantSchema = v.object({
  grantId: int(),
  memberId: int(),
  userName: text(),
  phone: text(),
  // a role the app does not know is left out rather than shown as another
  role: v.picklist(TEAM_ROLES),
  createTime: text(),
});
export type TeamGrant = Output<typeof grantSchema>;

export const grantPageSchema = paged(grantSchema);
export type TeamGrantPage = Output<typeof grantPageSchema>;

/** A recorded team action and its outcome. */
export const actionSchema = v.object({
  actionId: int(),
  type: v.picklist(TEAM_ACTION_TYPES),
  /** Whom it was for: member names or a masked phone. */
  targets: list(text()),
  successCount: num(0),
  failures: list(actionFailureSchema),
  createTime: text(),
});
export type TeamAction = Output<typeof actionSchema>;

export const actionPageSchema = paged(actionSchema);
export type TeamActionPage = Output<typeof actionPageSchema>;

/** A team a member may authorize (authorization/team). */
export const authorizableTeamSchema = v.object({
  teamId: int(),
  teamName: text(),
  leaderName: text(),
  region: text(),
  memberCount: num(0),
});
export type AuthorizableTeam = Output<typeof authorizableTeamSchema>;

/** The connect drawer of the portal: the teams to authorize and the one authorized. */
export const teamAuthorizationSchema = v.object({
  teamList: list(authorizableTeamSchema),
  /** The team the member has authorized, or null. */
  authorizedTeamId: orElse(v.nullable(int()), null),
});
export type TeamAuthorization = Output<typeof teamAuthorizationSchema>;

/** Whom the member follows (their referrer), from authorization/follow. */
export const followStateSchema = v.object({
  followed: orElse(
    v.nullable(v.object({ userName: text(), phone: text(), createTime: text() })),
    null,
  ),
});
export type FollowState = Output<typeof followStateSchema>;

/** A member following this one (authorization/fen). */
export const fanSchema = v.object({
  userName: text(),
  /** Masked, e.g. 138****0002. */
  phone: text(),
  createTime: text(),
});
export type Fan = Output<typeof fanSchema>;

export const fansSchema = paged(fanSchema);
export type FanPage = Output<typeof fansSchema>;

export const upLevelSchema = v.object({ level: num(0) });
export type UpLevelResult = Output<typeof upLevelSchema>;

/** A page of one of the team's lists (attentions, invitations, grants, actions, fans). */
export const teamPageQuerySchema = v.object({ ...pageQuery });

export const teamQuerySchema = v.object({
  ...pageQuery,
  depth: optional(v.picklist(TEAM_DEPTHS)),
  /** Matches a name or phone. */
  keyword: optional(v.string()),
});
export type TeamQuery = Input<typeof teamQuerySchema>;

export const memberIdBodySchema = v.object({ memberId: v.number() });

export const FOLLOW_BATCH_ACTIONS = ['FOLLOW', 'UNFOLLOW'] as const;
export type FollowBatchAction = (typeof FOLLOW_BATCH_ACTIONS)[number];

export const followBatchBodySchema = v.object({
  memberIds: v.array(v.number()),
  action: v.picklist(FOLLOW_BATCH_ACTIONS),
});
export type FollowBatchBody = Input<typeof followBatchBodySchema>;

export const inviteBodySchema = v.object({ phone: v.string() });

export const grantBodySchema = v.object({
  memberId: v.number(),
  role: v.picklist(TEAM_ROLES),
});
export type GrantBody = Input<typeof grantBodySchema>;

export const authorizeTeamBodySchema = v.object({ teamId: v.number() });

/** The referrer's phone. */
export const followReferrerBodySchema = v.object({ phone: v.string() });
