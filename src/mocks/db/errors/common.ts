import { errorTable } from './error-table';

/** The errors any call can meet: the session, a malformed request, a missing permission, an upload. */
export const commonError = errorTable({
  sessionExpired: { code: '000403', message: '登录已失效，请重新登录' },
  missingParameter: { code: '10000', message: '请求参数不完整' },
  actionNotPermitted: { code: '10201', message: '您没有此操作的权限' },
  uploadMissingFile: { code: '20701', message: '请选择要上传的文件' },
  uploadWrongType: { code: '20702', message: '仅支持 gif、jpeg、jpg、png、svg 格式的图片' },
  uploadTooLarge: { code: '20703', message: '图片大小不能超过5MB' },
});
