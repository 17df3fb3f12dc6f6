import { errorTable } from './error-table';

/** The errors of orders: placing, paying, changing, tracking, invoicing and after-sales. */
export const orderError = errorTable({
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
  insufficientBalance: { code: '30232', message: '余额不足' },
});
