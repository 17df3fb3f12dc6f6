import type { CreditLog, CreditRating } from '@/features/standing/api/standing-types';
import { creditLevelOf } from '@/features/standing/utils/credit-levels';
import type { Database } from './types';
import { withoutOwner } from './without-owner';

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
  return { score, level: creditLevelOf(score), updateTime: newest?.createTime ?? '' };
}
