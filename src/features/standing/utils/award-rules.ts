import type { Award, AwardState } from '../api/standing-types';

/** Only a reward waiting to be claimed can be claimed; a claimed or expired one cannot. */
export const canClaim = (award: Pick<Award, 'state'>): boolean => award.state === 'PENDING';

/** The state filter as it lives in the URL (?state=); anything else is no filter. */
export function readAwardState(
  raw: string | null,
  states: readonly AwardState[],
): AwardState | null {
  return states.find((state) => state === raw) ?? null;
}
