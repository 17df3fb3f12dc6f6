import { errorTable } from './error-table';

/** The errors of the divisions' pages and online messages. */
export const divisionError = errorTable({
  divisionNotFound: { code: '20801', message: '该事业部不存在' },
  divisionNewsNotFound: { code: '20802', message: '该新闻不存在或已删除' },
  messageNameMissing: { code: '20803', message: '请输入姓名' },
  messageNameTooLong: { code: '20804', message: '姓名不能超过20个字' },
  messagePhoneInvalid: { code: '20805', message: '请输入正确的手机号' },
  messageEmailInvalid: { code: '20806', message: '请输入正确的电子邮箱' },
  messageContentEmpty: { code: '20807', message: '请输入留言内容' },
  messageContentTooLong: { code: '20808', message: '留言内容过长' },
});
