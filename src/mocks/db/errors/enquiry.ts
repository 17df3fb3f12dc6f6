import { errorTable } from './error-table';

/** The errors of online enquiries. */
export const enquiryError = errorTable({
  enquiryNotFound: { code: '22101', message: '该咨询不存在' },
  enquiryTitleMissing: { code: '22102', message: '请输入咨询标题' },
  enquiryTitleTooLong: { code: '22103', message: '咨询标题不能超过50个字' },
  enquiryContentEmpty: { code: '22104', message: '请输入咨询内容' },
  enquiryClosed: { code: '22105', message: '该咨询已关闭，请重新提交咨询' },
});
