import type { Paged } from '@/lib/schema';
import { MEMBER_MAX_LEVEL } from '@/config/constants';
import type { PageQuery } from '@/lib/api-types';
import type { Fan, FollowState, TeamAuthorization } from '@/features/team/api/team-schemas';
import { pageOf } from './paging';
import { followLeader } from './team';
import { formatTime } from './time';
import type { Database, UserRow } from './types';
import { portalError } from './errors/portal';

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

export function teamAuthorization(db: Database, userId: number): TeamAuthorization {
  const row = db.teamAuthorizations.find((authorization) => authorization.userId === userId);
  return { teamList: db.teams, authorizedTeamId: row?.teamId ?? null };
}

/** Authorizes one team; authorizing another moves the member there. */
export function authorizeTeam(
  db: Database,
  userId: number,
  teamId: number,
  now: Date,
): TeamAuthorization {
  if (!db.teams.some((team) => team.teamId === teamId)) throw portalError('teamNotFound');
  db.teamAuthorizations = db.teamAuthorizations.filter((row) => row.userId !== userId);
  db.teamAuthorizations.push({ userId, teamId, createTime: formatTime(now) });
  return teamAuthorization(db, userId);
}

export function followState(db: Database, userId: number): FollowState {
  const row = db.follows.find((follow) => follow.followerId === userId);
  const target = row && db.users.find((user) => user.userId === row.targetUserId);
  return {
    followed: target
      ? { userName: target.userName, phone: maskPhone(target.phone), createTime: row.createTime }
      : null,
  };
}

/** Follows the member with that phone as referrer, replacing any earlier one. */
export function follow(db: Database, follower: UserRow, phone: string, now: Date): FollowState {
  const target = db.users.find((user) => user.phone === phone);
  if (!target) throw portalError('followPhoneUnknown');
  if (target.userId === follower.userId) throw portalError('followSelf');
  db.follows = db.follows.filter((row) => row.followerId !== follower.userId);
  followLeader(db, follower, target, now);
  return followState(db, follower.userId);
}

export function listFans(db: Database, userId: number, page: PageQuery): Paged<Fan> {
  const fans = db.follows
    .filter((row) => row.targetUserId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map((row): Fan => ({
      userName: row.followerName,
      phone: maskPhone(row.followerPhone),
      createTime: row.createTime,
    }));
  return pageOf(fans, page);
}

/** One level up; only a member who has authorized a team may rise (9002 otherwise). */
export function upgradeLevel(db: Database, user: UserRow): { level: number } {
  if (!db.teamAuthorizations.some((row) => row.userId === user.userId)) {
    throw portalError('teamNotAuthorized');
  }
  if (user.level >= MEMBER_MAX_LEVEL) throw portalError('levelAtMax');
  user.level += 1;
  return { level: user.level };
}
