import { teamCopy } from '@/copy';
import { teamDepth } from '@/lib/enums/team';
import type { ActionFailure } from '../api/team-schemas';

/** 一级, 二级, 三级; a level the app does not know reads as —. */
export const depthLabel = (depth: number): string => {
  const known = teamDepth.read(depth);
  return known === undefined ? '—' : teamDepth.label(known);
};

/** 成功 2 人 / 失败 1 人, then one line per member that failed and why. */
export const outcomeLines = (successCount: number, failures: ActionFailure[]): string[] => [
  teamCopy.outcome(successCount, failures.length),
  ...failures.map((failure) => teamCopy.failureLine(failure.userName, failure.reason)),
];
