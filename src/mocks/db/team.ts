import type {
  FollowBatchResult,
  Invitation,
  TeamAction,
  TeamGrant,
  TeamMember,
  TeamMemberDetail,
  TeamNode,
} from '@/features/team/api/team-schemas';
import {
  TEAM_ROLES,
  type FollowBatchAction,
  type TeamDepth,
  type TeamRole,
} from '@/lib/enums/team';
import type { PageQuery } from '@/lib/api-types';
import { PERMISSIONS } from '@/lib/permissions';
import { requirePermission } from './permission';
import { isMobile } from './field-rules';
import { matchesKeyword, pageOf } from './paging';
import type { FollowRow } from './portal-rows';
import { nextSequence } from './sequences';
import { BATCH_REASONS, teamError } from './errors/team';
import type { TeamActionRow, TeamMemberRow } from './team-rows';
import { formatTime } from './time';
import type { Database, UserRow } from './types';

/** How many levels below the member the team reaches. */
export const TEAM_LEVELS = 3;

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

const memberByPhone = (db: Database, phone: string): TeamMemberRow | undefined =>
  db.team.members.find((row) => row.phone === phone);

/**
 * The follower takes the leader as referrer (a follow or an accepted invitation) and joins the
 * leader's team: they get their team row now, unless they had one, so that reading the team
 * never writes.
 */
export function followLeader(db: Database, follower: UserRow, leader: UserRow, now: Date): void {
  const fan: FollowRow = {
    followerId: follower.userId,
    followerName: follower.userName,
    followerPhone: follower.phone,
    targetUserId: leader.userId,
    createTime: formatTime(now),
  };
  db.follows.push(fan);
  if (memberByPhone(db, fan.followerPhone)) return;
  const account = db.users.find((user) => user.phone === fan.followerPhone);
  db.team.members.push({
    memberId: nextSequence(db, 'teamMemberId'),
    phone: fan.followerPhone,
    userName: fan.followerName,
    grade: account?.level ?? 1,
    joinTime: fan.createTime,
    parentPhone: leader.phone,
  });
}

/** Whom someone brought in: an account's fans (authorization/fen), anyone else's by parentPhone. */
function childrenOf(db: Database, phone: string): TeamMemberRow[] {
  const account = db.users.find((user) => user.phone === phone);
  const children = account
    ? db.follows
        .filter((fan) => fan.targetUserId === account.userId)
        .flatMap((fan) => memberByPhone(db, fan.followerPhone) ?? [])
    : db.team.members.filter((row) => row.parentPhone === phone);
  return [...children].sort((a, b) => a.joinTime.localeCompare(b.joinTime));
}

interface Placed {
  row: TeamMemberRow;
  depth: number;
  parentPhone: string;
  referrerName: string;
}

/** Everyone up to TEAM_LEVELS below `phone`, level by level; nobody twice, even in a loop. */
function teamBelow(db: Database, phone: string, referrerName: string): Placed[] {
  const seen = new Set([phone]);
  const placed: Placed[] = [];
  let level = [{ phone, name: referrerName }];
  for (let depth = 1; depth <= TEAM_LEVELS && level.length > 0; depth += 1) {
    const next: typeof level = [];
    for (const parent of level) {
      for (const row of childrenOf(db, parent.phone)) {
        if (seen.has(row.phone)) continue;
        seen.add(row.phone);
        placed.push({ row, depth, parentPhone: parent.phone, referrerName: parent.name });
        next.push({ phone: row.phone, name: row.userName });
      }
    }
    level = next;
  }
  return placed;
}

/** The member's team: everyone up to TEAM_LEVELS below them, level by level. */
export const teamOf = (db: Database, user: UserRow) => teamBelow(db, user.phone, user.userName);

const isFollowed = (db: Database, userId: number, memberId: number) =>
  db.team.attentions.some((row) => row.userId === userId && row.memberId === memberId);

function toMember(db: Database, user: UserRow, { row, depth }: Placed): TeamMember {
  return {
    memberId: row.memberId,
    userName: row.userName,
    phone: maskPhone(row.phone),
    grade: row.grade,
    depth,
    joinTime: row.joinTime,
    teamSize: teamBelow(db, row.phone, row.userName).length,
    followed: isFollowed(db, user.userId, row.memberId) ? 1 : 0,
  };
}

export interface TeamFilter {
  depth: TeamDepth | null;
  keyword: string;
}

/** The team, by level then the latest joined first; the keyword matches a name or phone. */
export function listTeam(db: Database, user: UserRow, filter: TeamFilter, page: PageQuery) {
  const rows = teamOf(db, user)
    .filter((placed) => filter.depth === null || placed.depth === filter.depth)
    .filter((placed) => matchesKeyword(filter.keyword, placed.row.userName, placed.row.phone))
    .sort((a, b) => a.depth - b.depth || b.row.joinTime.localeCompare(a.row.joinTime));
  const { list, total } = pageOf(rows, page);
  return { list: list.map((placed) => toMember(db, user, placed)), total };
}

export function teamTree(db: Database, user: UserRow): TeamNode[] {
  const team = teamOf(db, user);
  const nodeOf = (placed: Placed): TeamNode => ({
    memberId: placed.row.memberId,
    userName: placed.row.userName,
    depth: placed.depth,
    teamSize: teamBelow(db, placed.row.phone, placed.row.userName).length,
    children: team.filter((child) => child.parentPhone === placed.row.phone).map(nodeOf),
  });
  return team.filter((placed) => placed.depth === 1).map(nodeOf);
}

function placedMember(db: Database, user: UserRow, memberId: number): Placed {
  const placed = teamOf(db, user).find((entry) => entry.row.memberId === memberId);
  if (!placed) throw teamError('memberNotInTeam');
  return placed;
}

export function teamMemberDetail(db: Database, user: UserRow, memberId: number): TeamMemberDetail {
  const placed = placedMember(db, user, memberId);
  return { ...toMember(db, user, placed), referrerName: placed.referrerName };
}

/** The followed members still in the team, the latest followed first. */
export function listAttentions(db: Database, user: UserRow, page: PageQuery) {
  const team = teamOf(db, user);
  const followed = db.team.attentions
    .filter((row) => row.userId === user.userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .flatMap((row) => team.filter((placed) => placed.row.memberId === row.memberId));
  const { list, total } = pageOf(followed, page);
  return { list: list.map((placed) => toMember(db, user, placed)), total };
}

/** Follows one member of the team; following again changes nothing. */
export function followMember(db: Database, user: UserRow, memberId: number, now: Date): null {
  placedMember(db, user, memberId);
  if (!isFollowed(db, user.userId, memberId)) {
    db.team.attentions.push({ userId: user.userId, memberId, createTime: formatTime(now) });
  }
  return null;
}

export function unfollowMember(db: Database, user: UserRow, memberId: number): null {
  placedMember(db, user, memberId);
  db.team.attentions = db.team.attentions.filter(
    (row) => !(row.userId === user.userId && row.memberId === memberId),
  );
  return null;
}

function recordAction(db: Database, action: Omit<TeamActionRow, 'actionId'>): void {
  db.team.actions.push({ actionId: nextSequence(db, 'teamActionId'), ...action });
}

/**
 * Follows or unfollows several members at once (teamFollowBatch only). Each member succeeds
 * or fails on their own; the outcome is recorded as a team action.
 */
export function followBatch(
  db: Database,
  user: UserRow,
  memberIds: number[],
  action: FollowBatchAction,
  now: Date,
): FollowBatchResult {
  requirePermission(user, PERMISSIONS.teamFollowBatch);
  if (memberIds.length === 0) throw teamError('batchEmpty');
  const team = teamOf(db, user);
  const failures: FollowBatchResult['failures'] = [];
  const targets: string[] = [];
  let successCount = 0;
  for (const memberId of new Set(memberIds)) {
    const placed = team.find((entry) => entry.row.memberId === memberId);
    const userName = placed?.row.userName ?? String(memberId);
    targets.push(userName);
    const followed = isFollowed(db, user.userId, memberId);
    const reason = !placed
      ? BATCH_REASONS.notInTeam
      : action === 'FOLLOW' && followed
        ? BATCH_REASONS.alreadyFollowed
        : action === 'UNFOLLOW' && !followed
          ? BATCH_REASONS.notFollowed
          : null;
    if (reason) {
      failures.push({ userName, reason });
      continue;
    }
    if (action === 'FOLLOW') followMember(db, user, memberId, now);
    else unfollowMember(db, user, memberId);
    successCount += 1;
  }
  recordAction(db, {
    userId: user.userId,
    type: action === 'FOLLOW' ? 'FOLLOW_BATCH' : 'UNFOLLOW_BATCH',
    targets,
    successCount,
    failures,
    createTime: formatTime(now),
  });
  return { successCount, failures };
}

export function listInvitations(db: Database, user: UserRow, page: PageQuery) {
  const rows = db.team.invitations
    .filter((row) => row.userId === user.userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.invitationId - a.invitationId)
    .map((row): Invitation => ({
      invitationId: row.invitationId,
      phone: maskPhone(row.phone),
      status: row.status,
      createTime: row.createTime,
    }));
  return pageOf(rows, page);
}

/**
 * Invites a phone into the team (teamAuthorize only): not one's own, not one already in it or
 * already invited.
 */
export function invite(db: Database, user: UserRow, phone: string, now: Date): null {
  requirePermission(user, PERMISSIONS.teamAuthorize);
  if (!isMobile(phone)) throw teamError('invitePhoneInvalid');
  if (phone === user.phone) throw teamError('inviteSelf');
  if (teamOf(db, user).some((placed) => placed.row.phone === phone)) {
    throw teamError('inviteInTeam');
  }
  const pending = db.team.invitations.some(
    (row) => row.userId === user.userId && row.phone === phone && row.status === 'PENDING',
  );
  if (pending) throw teamError('invitePending');
  const createTime = formatTime(now);
  db.team.invitations.push({
    invitationId: nextSequence(db, 'invitationId'),
    userId: user.userId,
    phone,
    status: 'PENDING',
    createTime,
  });
  recordAction(db, {
    userId: user.userId,
    type: 'INVITE',
    targets: [maskPhone(phone)],
    successCount: 1,
    failures: [],
    createTime,
  });
  return null;
}

/**
 * A registration by an invited phone joins the team of whoever invited it last: the new member
 * takes them as referrer (as the portal's follow does) and that invitation reads 已加入; the
 * phone's other invitations lapse.
 */
export function acceptInvitation(db: Database, newcomer: UserRow, now: Date): void {
  const pending = db.team.invitations
    .filter((row) => row.phone === newcomer.phone && row.status === 'PENDING')
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.invitationId - a.invitationId);
  const inviter = pending
    .map((row) => db.users.find((user) => user.userId === row.userId))
    .find((user) => user !== undefined);
  if (!inviter) return;
  for (const row of pending) row.status = row.userId === inviter.userId ? 'JOINED' : 'EXPIRED';
  followLeader(db, newcomer, inviter, now);
}

export function listGrants(db: Database, user: UserRow, page: PageQuery) {
  const rows = db.team.grants
    .filter((row) => row.userId === user.userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.grantId - a.grantId)
    .flatMap((row): TeamGrant[] => {
      const member = db.team.members.find((entry) => entry.memberId === row.memberId);
      return member
        ? [
            {
              grantId: row.grantId,
              memberId: row.memberId,
              userName: member.userName,
              phone: maskPhone(member.phone),
              role: row.role,
              createTime: row.createTime,
            },
          ]
        : [];
    });
  return pageOf(rows, page);
}

const isRole = (value: string): value is TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(value);

/** Grants a team member a role (teamAuthorize only); a role they hold is refused. */
export function grantRole(
  db: Database,
  user: UserRow,
  memberId: number,
  role: string,
  now: Date,
): null {
  requirePermission(user, PERMISSIONS.teamAuthorize);
  if (!isRole(role)) throw teamError('grantRoleUnknown');
  const { row } = placedMember(db, user, memberId);
  const held = db.team.grants.some(
    (grant) => grant.userId === user.userId && grant.memberId === memberId && grant.role === role,
  );
  if (held) throw teamError('grantHeld');
  const createTime = formatTime(now);
  db.team.grants.push({
    grantId: nextSequence(db, 'grantId'),
    userId: user.userId,
    memberId,
    role,
    createTime,
  });
  recordAction(db, {
    userId: user.userId,
    type: 'AUTHORIZE',
    targets: [row.userName],
    successCount: 1,
    failures: [],
    createTime,
  });
  return null;
}

export function listTeamActions(db: Database, user: UserRow, page: PageQuery) {
  const rows = db.team.actions
    .filter((row) => row.userId === user.userId)
    .sort((a, b) => b.actionId - a.actionId)
    .map((row): TeamAction => ({
      actionId: row.actionId,
      type: row.type,
      targets: row.targets,
      successCount: row.successCount,
      failures: row.failures,
      createTime: row.createTime,
    }));
  return pageOf(rows, page);
}
