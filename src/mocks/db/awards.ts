import type { Award } from '@/features/standing/api/standing-schemas';
import type { AwardState } from '@/lib/enums/designed';
import { moveMoney } from './finance';
import { formatTime } from './time';
import type { Database, UserRow } from './types';
import { withoutOwner } from './without-owner';
import { standingError } from './errors/standing';

/** The member's rewards, newest first, optionally of one state. */
export function listAwards(db: Database, userId: number, state: AwardState | null): Award[] {
  return db.awards
    .filter((row) => row.userId === userId && (state === null || row.state === state))
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.awardId - a.awardId)
    .map((row) => withoutOwner<Award>(row));
}

/** 领取: once only; the amount goes into the balance with a 奖励 line in the statement. */
export function claimAward(db: Database, user: UserRow, awardId: number): Award {
  const row = db.awards.find(
    (candidate) => candidate.awardId === awardId && candidate.userId === user.userId,
  );
  if (!row) throw standingError('awardNotFound');
  if (row.state === 'CLAIMED') throw standingError('awardAlreadyClaimed');
  if (row.state === 'EXPIRED') throw standingError('awardExpired');
  const claimTime = formatTime(new Date());
  row.state = 'CLAIMED';
  row.claimTime = claimTime;
  moveMoney(db, user, {
    type: 'REWARD',
    amount: row.amount,
    createTime: claimTime,
    remark: rewardRemark(row.awardName),
  });
  return withoutOwner<Award>(row);
}

/** The statement line of a claimed reward. */
export const rewardRemark = (awardName: string) => `奖励领取：${awardName}`;
