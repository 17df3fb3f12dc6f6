import { hasPermission } from '@/lib/permissions';
import { MockError } from './mock-error';
import type { UserRow } from './types';

/** Every business error the mock answers with, by name. */
export const MOCK_ERRORS = {
  sessionExpired: { code: '000403', message: '登录已失效，请重新登录' },
  missingParameter: { code: '10000', message: '请求参数不完整' },
  wrongCredentials: { code: '10001', message: '手机号或密码错误' },
  phoneNotRegistered: { code: '10002', message: '该手机号尚未注册' },
  phoneAlreadyRegistered: { code: '10003', message: '该手机号已注册' },
  wrongStaffCredentials: { code: '10004', message: '员工账号或密码错误' },
  agreementNotFound: { code: '10005', message: '未找到该协议' },
  newsNotFound: { code: '10006', message: '该公告不存在' },
  wrongCode: { code: '10007', message: '验证码错误' },
  documentNotFound: { code: '10101', message: '该文档不存在' },
  columnNotFound: { code: '10102', message: '该栏目不存在' },
  noPermission: { code: '10201', message: '您没有查看系统日志的权限' },
  actionNotPermitted: { code: '10201', message: '您没有此操作的权限' },
  familyNotFound: { code: '10103', message: '该会员风采不存在' },
  timeNotFound: { code: '10104', message: '该时光记录不存在' },
  helpNotFound: { code: '10105', message: '该帮助内容不存在' },
  teamNotFound: { code: '10106', message: '该团队不存在' },
  followSelf: { code: '10107', message: '不能关联自己为推荐人' },
  followPhoneUnknown: { code: '10108', message: '未找到该手机号对应的会员' },
  levelAtMax: { code: '10109', message: '您已是最高等级会员' },
  teamNotAuthorized: { code: '9002', message: '您尚未关联服务团队，请先完成团队授权' },
  goodNotFound: { code: '20101', message: '该商品不存在或已下架' },
  stockNotFound: { code: '20102', message: '该商品规格不存在' },
  cartRowNotFound: { code: '20103', message: '购物车中没有该商品' },
  quantityTooSmall: { code: '20104', message: '购买数量不能少于1' },
  quantityOverStock: { code: '20105', message: '购买数量超出库存' },
  addressIncomplete: { code: '20301', message: '请检查输入是否完整' },
  addressPhoneInvalid: { code: '20302', message: '请输入正确的手机号' },
  addressNotFound: { code: '20303', message: '该收货地址不存在' },
  outOfDeliveryRange: { code: '20401', message: '部分商品超出配送范围' },
  orderNotFound: { code: '20402', message: '该订单不存在' },
  orderNotPending: { code: '20403', message: '该订单不是待付款状态' },
  orderNotDeletable: { code: '20404', message: '只能删除已取消、已收货、已拒收或已退货的订单' },
  orderAddressLocked: { code: '20405', message: '订单已出库，不能再修改收货地址' },
  trackingNotFound: { code: '20406', message: '暂无物流信息' },
  invoiceOrderUnpaid: { code: '20407', message: '订单未支付或已取消，不能申请发票' },
  invoiceAlreadyApplied: { code: '20408', message: '发票正在审核或已开具，请勿重复申请' },
  afterSaleNotAllowed: { code: '20409', message: '只有已发货或已收货的订单可以申请售后' },
  afterSaleReasonMissing: { code: '20410', message: '请填写售后原因' },
  afterSaleNotFound: { code: '20411', message: '该售后申请不存在' },
  consultEmpty: { code: '20412', message: '请输入咨询内容' },
  rechargeOrderNotFound: { code: '20601', message: '该订单不存在' },
  rechargeOrderNotPending: { code: '20602', message: '该订单不是待付款状态，无需充值' },
  rechargeAmountInvalid: { code: '20603', message: '充值金额必须大于0' },
  rechargeAmountTooLarge: { code: '20606', message: '单笔充值金额不能超过1,000,000元' },
  rechargeNotFound: { code: '20604', message: '该充值记录不存在' },
  rechargeAlreadyAudited: { code: '20605', message: '该充值记录已审核' },
  uploadMissingFile: { code: '20701', message: '请选择要上传的文件' },
  uploadWrongType: { code: '20702', message: '仅支持 gif、jpeg、jpg、png、svg 格式的图片' },
  uploadTooLarge: { code: '20703', message: '图片大小不能超过5MB' },
  divisionNotFound: { code: '20801', message: '该事业部不存在' },
  divisionNewsNotFound: { code: '20802', message: '该新闻不存在或已删除' },
  messageNameMissing: { code: '20803', message: '请输入姓名' },
  messageNameTooLong: { code: '20804', message: '姓名不能超过20个字' },
  messagePhoneInvalid: { code: '20805', message: '请输入正确的手机号' },
  messageEmailInvalid: { code: '20806', message: '请输入正确的电子邮箱' },
  messageContentEmpty: { code: '20807', message: '请输入留言内容' },
  messageContentTooLong: { code: '20808', message: '留言内容过长' },
  bankIncomplete: { code: '20901', message: '请填写开户银行、户名和银行账号' },
  bankNumberInvalid: { code: '20902', message: '银行账号应为12到19位数字' },
  bankNotFound: { code: '20903', message: '该银行账户不存在' },
  withdrawAmountInvalid: { code: '20904', message: '提现金额必须大于0' },
  withdrawOverAvailable: { code: '20905', message: '提现金额超过可用余额' },
  investNotFound: { code: '20906', message: '该投资项目不存在' },
  awardNotFound: { code: '21001', message: '该奖励不存在' },
  awardAlreadyClaimed: { code: '21002', message: '该奖励已领取，请勿重复领取' },
  awardExpired: { code: '21003', message: '该奖励已过期，无法领取' },
  enquiryNotFound: { code: '22101', message: '该咨询不存在' },
  enquiryTitleMissing: { code: '22102', message: '请输入咨询标题' },
  enquiryTitleTooLong: { code: '22103', message: '咨询标题不能超过50个字' },
  enquiryContentEmpty: { code: '22104', message: '请输入咨询内容' },
  enquiryClosed: { code: '22105', message: '该咨询已关闭，请重新提交咨询' },
  contractNotFound: { code: '22201', message: '该合同不存在' },
  contractUnderReview: { code: '22202', message: '该合同正在审核中，请勿重复申请' },
  contractEndDateInvalid: { code: '22203', message: '续签后到期日期须晚于当前到期日期' },
  contractReasonMissing: { code: '22204', message: '请输入续签原因' },
  contractIncomplete: { code: '22205', message: '请填写合同名称、签约方和合同期限' },
  contractPeriodInvalid: { code: '22206', message: '合同到期日期须晚于开始日期' },
  profileNameInvalid: { code: '22301', message: '姓名应为2到20个字' },
  profileEmailInvalid: { code: '22302', message: '请输入正确的邮箱地址' },
  photoInvalid: { code: '22303', message: '请选择平台头像或上传图片' },
  profileBirthdayInvalid: { code: '22304', message: '请选择正确的生日' },
  invoiceTitleMissing: { code: '22401', message: '请填写发票抬头（个人姓名或单位名称）' },
  invoiceNotFound: { code: '22402', message: '该发票信息不存在' },
  insufficientBalance: { code: '30232', message: '余额不足' },
} as const;

export type MockErrorName = keyof typeof MOCK_ERRORS;

type ErrorTable = Record<string, { code: string; message: string }>;

/** A thrower for a table of named business errors; a domain with many keeps its own table. */
export function errorsFrom<Table extends ErrorTable>(table: Table) {
  return (name: keyof Table): MockError => new MockError(table[name].code, table[name].message);
}

export const mockError: (name: MockErrorName) => MockError = errorsFrom(MOCK_ERRORS);

/** Refuses a guarded call from a member without the code, as the app hides it from them. */
export function requirePermission(user: UserRow, code: string): void {
  if (!hasPermission(user.centreJurisdiction, code)) throw mockError('actionNotPermitted');
}
