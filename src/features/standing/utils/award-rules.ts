import type { Award } from '../api/standing-schemas';

/** Only a reward waiting to be claimed can be claimed; a claimed or expired one cannot. */
export const canClaim = (award: Pick<Award, 'state'>): boolean => award.state === 'PENDING';
