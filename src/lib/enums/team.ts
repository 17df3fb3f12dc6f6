import {
  performanceDepthCopy,
  teamActionTypeCopy,
  teamCopy,
  teamDepthCopy,
  teamRoleCopy,
} from '@/copy';
import { defineEnumeration, neutralTones } from './define-enumeration';

/** How far below the member someone sits: 1 invited by the member, 2 by a level-1 member, … */
export const TEAM_DEPTHS = [1, 2, 3] as const;
export type TeamDepth = (typeof TEAM_DEPTHS)[number];

export const teamDepth = defineEnumeration(TEAM_DEPTHS, teamDepthCopy, neutralTones(TEAM_DEPTHS));

/** Who made a sale: 0 the member themselves (本人), 1 to 3 their team's levels (一级 … 三级). */
export const PERFORMANCE_DEPTHS = [0, 1, 2, 3] as const;
export type PerformanceDepth = (typeof PERFORMANCE_DEPTHS)[number];

export const performanceDepth = defineEnumeration(
  PERFORMANCE_DEPTHS,
  performanceDepthCopy,
  neutralTones(PERFORMANCE_DEPTHS),
);

/** The team roles a member can grant (SPEC names team roles without details). */
export const TEAM_ROLES = ['LEADER', 'ASSISTANT', 'PROMOTER'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const teamRole = defineEnumeration(TEAM_ROLES, teamRoleCopy, neutralTones(TEAM_ROLES));

/** What a recorded team action did (designed). */
export const TEAM_ACTION_TYPES = ['FOLLOW_BATCH', 'UNFOLLOW_BATCH', 'INVITE', 'AUTHORIZE'] as const;
export type TeamActionType = (typeof TEAM_ACTION_TYPES)[number];

export const teamActionType = defineEnumeration(
  TEAM_ACTION_TYPES,
  teamActionTypeCopy,
  neutralTones(TEAM_ACTION_TYPES),
);

/** What a batch of the member's team is asked: to be followed, or no longer. */
export const FOLLOW_BATCH_ACTIONS = ['FOLLOW', 'UNFOLLOW'] as const;
export type FollowBatchAction = (typeof FOLLOW_BATCH_ACTIONS)[number];

export const followBatchAction = defineEnumeration(
  FOLLOW_BATCH_ACTIONS,
  { FOLLOW: teamCopy.followBatch, UNFOLLOW: teamCopy.unfollowBatch },
  neutralTones(FOLLOW_BATCH_ACTIONS),
);
