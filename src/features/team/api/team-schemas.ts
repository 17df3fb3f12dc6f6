import * as v from 'valibot';
import * as s from '@/lib/schema';
import { INVITATION_STATUSES } from '@/lib/enums/designed';
import { FOLLOW_BATCH_ACTIONS, TEAM_ACTION_TYPES, TEAM_DEPTHS, TEAM_ROLES } from '@/lib/enums/team';

const memberEntries = {
  memberId: s.int(),
  userName: s.text(),
  /** Masked by the server: 139****0001. */
  phone: s.text(),
  /** Their member level (会员等级). */
  grade: s.num(0),
  /** Their level in the team; 0 when the server did not say. */
  depth: s.num(0),
  joinTime: s.text(),
  /** How many members are in their own team. */
  teamSize: s.num(0),
  /** Whether the member follows (关注) them. */
  followed: s.flag(),
};

/** A member of the member's team, as a row of the list. */
export const teamMemberSchema = v.object(memberEntries);
export type TeamMember = s.Output<typeof teamMemberSchema>;

export const teamPageSchema = s.paged(teamMemberSchema);

export const teamMemberDetailSchema = v.object({
  ...memberEntries,
  /** Who brought them into the team; '' when unknown. */
  referrerName: s.text(),
});
export type TeamMemberDetail = s.Output<typeof teamMemberDetailSchema>;

/** A node of the team tree, written out: a recursive schema cannot infer its own type. */
export interface TeamNode {
  memberId: number;
  userName: string;
  depth: number;
  teamSize: number;
  /** The members one level further down. */
  children: TeamNode[];
}

export const teamNodeSchema: s.Schema<TeamNode> = v.object({
  memberId: s.int(),
  userName: s.text(),
  depth: s.num(0),
  teamSize: s.num(0),
  // a node without its id is left out with its branch; a missing list is a leaf
  children: s.list(v.lazy(() => teamNodeSchema)),
});

export const teamTreeSchema = s.list(teamNodeSchema);

/** One member a team action could not reach, and why (the server's words). */
export const actionFailureSchema = v.object({ userName: s.text(), reason: s.text() });
export type ActionFailure = s.Output<typeof actionFailureSchema>;

/** What a team action came to: how many it reached, and whom it could not. */
const outcomeEntries = { successCount: s.num(0), failures: s.list(actionFailureSchema) };

export const followBatchResultSchema = v.object(outcomeEntries);
export type FollowBatchResult = s.Output<typeof followBatchResultSchema>;

export const invitationSchema = v.object({
  invitationId: s.int(),
  /** Masked by the server. */
  phone: s.text(),
  status: s.oneOf(INVITATION_STATUSES, 'PENDING'),
  createTime: s.text(),
});
export type Invitation = s.Output<typeof invitationSchema>;

export const invitationPageSchema = s.paged(invitationSchema);

export const grantSchema = v.object({
  grantId: s.int(),
  memberId: s.int(),
  userName: s.text(),
  phone: s.text(),
  // a role the app does not know is left out rather than shown as another
  role: v.picklist(TEAM_ROLES),
  createTime: s.text(),
});
export type TeamGrant = s.Output<typeof grantSchema>;

export const grantPageSchema = s.paged(grantSchema);

/** A recorded team action and its outcome. */
export const actionSchema = v.object({
  actionId: s.int(),
  type: v.picklist(TEAM_ACTION_TYPES),
  /** Whom it was for: member names or a masked phone. */
  targets: s.list(s.text()),
  ...outcomeEntries,
  createTime: s.text(),
});
export type TeamAction = s.Output<typeof actionSchema>;

export const actionPageSchema = s.paged(actionSchema);

/** A team a member may authorize (authorization/team). */
export const authorizableTeamSchema = v.object({
  teamId: s.int(),
  teamName: s.text(),
  leaderName: s.text(),
  region: s.text(),
  memberCount: s.num(0),
});
export type AuthorizableTeam = s.Output<typeof authorizableTeamSchema>;

/** The connect drawer of the portal: the teams to authorize and the one authorized. */
export const teamAuthorizationSchema = v.object({
  teamList: s.list(authorizableTeamSchema),
  /** The team the member has authorized, or null. */
  authorizedTeamId: s.orElse(v.nullable(s.int()), null),
});
export type TeamAuthorization = s.Output<typeof teamAuthorizationSchema>;

/** A member following this one (authorization/fen). */
export const fanSchema = v.object({
  userName: s.text(),
  /** Masked, e.g. 138****0002. */
  phone: s.text(),
  createTime: s.text(),
});
export type Fan = s.Output<typeof fanSchema>;

/** Whom the member follows (their referrer, written as a fan is), from authorization/follow. */
export const followStateSchema = v.object({ followed: s.orElse(v.nullable(fanSchema), null) });
export type FollowState = s.Output<typeof followStateSchema>;

export const fansSchema = s.paged(fanSchema);

export const upLevelSchema = v.object({ level: s.num(0) });
export type UpLevelResult = s.Output<typeof upLevelSchema>;

/** A page of one of the team's lists (attentions, invitations, grants, actions, fans). */
export const teamPageQuerySchema = v.object({ ...s.pageQuery });

export const teamQuerySchema = v.object({
  ...s.pageQuery,
  depth: v.optional(v.picklist(TEAM_DEPTHS)),
  /** Matches a name or phone. */
  keyword: v.optional(v.string()),
});
export type TeamQuery = s.Input<typeof teamQuerySchema>;

export const memberIdBodySchema = v.object({ memberId: v.number() });

export const followBatchBodySchema = v.object({
  memberIds: v.array(v.number()),
  action: v.picklist(FOLLOW_BATCH_ACTIONS),
});
export type FollowBatchBody = s.Input<typeof followBatchBodySchema>;

export const inviteBodySchema = v.object({ phone: v.string() });

export const grantBodySchema = v.object({
  memberId: v.number(),
  role: v.picklist(TEAM_ROLES),
});
export type GrantBody = s.Input<typeof grantBodySchema>;

export const authorizeTeamBodySchema = v.object({ teamId: v.number() });

/** The referrer's phone. */
export const followReferrerBodySchema = v.object({ phone: v.string() });
