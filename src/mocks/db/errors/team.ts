import { errorTable } from './error-table';

/** The errors of the member area's team family. */
export const teamError = errorTable({
  memberNotInTeam: { code: '23101', message: '该成员不在您的团队中' },
  invitePhoneInvalid: { code: '23102', message: '请输入正确的手机号' },
  inviteSelf: { code: '23103', message: '不能邀请自己' },
  inviteInTeam: { code: '23104', message: '该手机号已在您的团队中' },
  invitePending: { code: '23105', message: '已向该手机号发出邀请，请等待对方接受' },
  grantRoleUnknown: { code: '23106', message: '请选择授权角色' },
  grantHeld: { code: '23107', message: '该成员已拥有此授权' },
  batchEmpty: { code: '23108', message: '请选择团队成员' },
});

/** Why one member of a batch was not followed or unfollowed (shown with the outcome). */
export const BATCH_REASONS = {
  alreadyFollowed: '已关注，无需重复关注',
  notFollowed: '尚未关注',
  notInTeam: '不在您的团队中',
} as const;
