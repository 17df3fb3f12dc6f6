import { errorTable } from './error-table';

/** The errors of rewards. */
export const standingError = errorTable({
  awardNotFound: { code: '21001', message: '该奖励不存在' },
  awardAlreadyClaimed: { code: '21002', message: '该奖励已领取，请勿重复领取' },
  awardExpired: { code: '21003', message: '该奖励已过期，无法领取' },
});
