import { flag, int, list, num, oneOf, orElse, paged, text, v, type Schema } from '@/lib/schema';
import {
  INVITATION_STATUSES,
  TEAM_ACTION_TYPES,
  TEAM_ROLES,
  type FanPage,
  type FollowBatchResult,
  type FollowState,
  type Invitation,
  type InvitationPage,
  type TeamAction,
  type TeamActionPage,
  type TeamGrant,
  type TeamGrantPage,
  type TeamMember,
  type TeamMemberDetail,
  type TeamAuthorization,
  type TeamNode,
  type TeamPage,
  type UpLevelResult,
} from './team-types';

const memberEntries = {
  memberId: int(),
  userName: text(),
  phone: text(),
  grade: num(0),
  depth: num(0),
  joinTime: text(),
  teamSize: num(0),
  followed: flag(),
};

export const teamMemberSchema: Schema<TeamMember> = v.object(memberEntries);

export const teamPageSchema: Schema<TeamPage> = paged(teamMemberSchema);

export const teamMemberDetailSchema: Schema<TeamMemberDetail> = v.object({
  ...memberEntries,
  referrerName: text(),
});

/** A node without its id is left out with its branch; a missing children list is a leaf. */
export const teamNodeSchema: Schema<TeamNode> = v.object({
  memberId: int(),
  userName: text(),
  depth: num(0),
  teamSize: num(0),
  children: list(v.lazy(() => teamNodeSchema)),
});

export const teamTreeSchema: Schema<TeamNode[]> = list(teamNodeSchema);

const failureSchema = v.object({ userName: text(), reason: text() });

export const followBatchResultSchema: Schema<FollowBatchResult> = v.object({
  successCount: num(0),
  failures: list(failureSchema),
});

const invitationSchema: Schema<Invitation> = v.object({
  invitationId: int(),
  phone: text(),
  status: oneOf(INVITATION_STATUSES, 'PENDING'),
  createTime: text(),
});

export const invitationPageSchema: Schema<InvitationPage> = paged(invitationSchema);

const grantSchema: Schema<TeamGrant> = v.object({
  grantId: int(),
  memberId: int(),
  userName: text(),
  phone: text(),
  // a role the app does not know is left out rather than shown as another
  role: v.picklist(TEAM_ROLES),
  createTime: text(),
});

export const grantPageSchema: Schema<TeamGrantPage> = paged(grantSchema);

const actionSchema: Schema<TeamAction> = v.object({
  actionId: int(),
  type: v.picklist(TEAM_ACTION_TYPES),
  targets: list(text()),
  successCount: num(0),
  failures: list(failureSchema),
  createTime: text(),
});

export const actionPageSchema: Schema<TeamActionPage> = paged(actionSchema);

export const teamAuthorizationSchema: Schema<TeamAuthorization> = v.object({
  teamList: list(
    v.object({
      teamId: int(),
      teamName: text(),
      leaderName: text(),
      region: text(),
      memberCount: num(0),
    }),
  ),
  authorizedTeamId: orElse(v.nullable(int()), null),
});

export const followStateSchema: Schema<FollowState> = v.object({
  followed: orElse(
    v.nullable(v.object({ userName: text(), phone: text(), createTime: text() })),
    null,
  ),
});

export const fansSchema: Schema<FanPage> = paged(
  v.object({ userName: text(), phone: text(), createTime: text() }),
);

export const upLevelSchema: Schema<UpLevelResult> = v.object({ level: num(0) });
