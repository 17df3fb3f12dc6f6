import { errorTable } from './error-table';

/** The errors of the member's staff (user/link), their notices and war areas. */
export const staffingError = errorTable({
  phoneInvalid: { code: '24501', message: '请输入正确的手机号' },
  notAMember: { code: '24502', message: '该手机号尚未注册会员，无法关联' },
  linkSelf: { code: '24503', message: '不能关联自己为员工' },
  alreadyLinked: { code: '24504', message: '该会员已是您的员工' },
  postUnknown: { code: '24505', message: '请选择岗位' },
  partitionUnknown: { code: '24506', message: '所选战区不存在' },
  staffNotFound: { code: '24507', message: '该员工不存在或已解除关联' },
  remarkTooLong: { code: '24508', message: '备注不能超过 200 个字' },
  noticeNotFound: { code: '24509', message: '该通知不存在' },
});
