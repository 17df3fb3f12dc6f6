import { errorTable } from './error-table';

/** The errors of the member's own information and account log. */
export const accountError = errorTable({
  systemLogNotPermitted: { code: '10201', message: '您没有查看系统日志的权限' },
  profileNameInvalid: { code: '22301', message: '姓名应为2到20个字' },
  profileEmailInvalid: { code: '22302', message: '请输入正确的邮箱地址' },
  photoInvalid: { code: '22303', message: '请选择平台头像或上传图片' },
  profileBirthdayInvalid: { code: '22304', message: '请选择正确的生日' },
});
