import { errorTable } from './error-table';

/** The errors of the public portal: news, documents, showcases, help, teams and follows. */
export const portalError = errorTable({
  newsNotFound: { code: '10006', message: '该公告不存在' },
  documentNotFound: { code: '10101', message: '该文档不存在' },
  columnNotFound: { code: '10102', message: '该栏目不存在' },
  familyNotFound: { code: '10103', message: '该会员风采不存在' },
  timeNotFound: { code: '10104', message: '该时光记录不存在' },
  helpNotFound: { code: '10105', message: '该帮助内容不存在' },
  teamNotFound: { code: '10106', message: '该团队不存在' },
  followSelf: { code: '10107', message: '不能关联自己为推荐人' },
  followPhoneUnknown: { code: '10108', message: '未找到该手机号对应的会员' },
  levelAtMax: { code: '10109', message: '您已是最高等级会员' },
  teamNotAuthorized: { code: '9002', message: '您尚未关联服务团队，请先完成团队授权' },
});
