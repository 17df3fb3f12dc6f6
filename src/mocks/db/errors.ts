import { MockError } from './mock-error';

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
  insufficientBalance: { code: '30232', message: '余额不足' },
} as const;

export type MockErrorName = keyof typeof MOCK_ERRORS;

export function mockError(name: MockErrorName): MockError {
  const { code, message } = MOCK_ERRORS[name];
  return new MockError(code, message);
}
