import { teamCopy, teamDepthCopy } from '@/copy';
import { TEAM_DEPTHS, type ActionFailure } from '../api/team-types';

/** 一级, 二级, 三级; a level the app does not know reads as —. */
export const depthLabel = (depth: number): string => {
  const known = TEAM_DEPTHS.find((value) => value === depth);
  return known ? teamDepthCopy[known] : '—';
};

/** 成功 2 人 / 失败 1 人, then one line per member that failed and why. */
export const outcomeLines = (successCount: number, failures: ActionFailure[]): string[] => [
  teamCopy.outcome(successCount, failures.length),
  ...failures.map((failure) => teamCopy.failureLine(failure.userName, failure.reason)),
];
