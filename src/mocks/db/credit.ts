import type { CreditLevel } from '@/lib/enums/standing';
import type { CreditLog, CreditRating } from '@/features/standing/api/standing-schemas';
import type { Database } from './types';
import { withoutOwner } from './without-owner';

/** The lowest score of each level, best first (docs/api.md); below them all is C. */
const LEVEL_FLOORS: readonly (readonly [CreditLevel, number])[] = [
  ['AAA', 90],
  ['AA', 80],
  ['A', 70],
  ['B', 60],
];

const levelOf = (score: number): CreditLevel =>
  LEVEL_FLOORS.find(([, floor]) => score >= floor)?.[0] ?? 'C';

/** A member without any credit history has the opening score. */
export const OPENING_CREDIT_SCORE = 60;

/** The member's score changes, newest first. */
export function listCreditLogs(db: Database, userId: number): CreditLog[] {
  return db.creditLogs
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.logId - a.logId)
    .map((row) => withoutOwner<CreditLog>(row));
}

/** The score is the newest change's score after it; its level is read from the bands. */
export function creditRatingOf(db: Database, userId: number): CreditRating {
  const [newest] = listCreditLogs(db, userId);
  const score = newest?.scoreAfter ?? OPENING_CREDIT_SCORE;
  return { score, level: levelOf(score), updateTime: newest?.createTime ?? '' };
}
