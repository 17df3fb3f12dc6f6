import { termCopy } from './terms';
export const paymentCopy = {
  confirmOrderTitle: '请确认订单信息',
  beyondDeliveryRange: '超出配送范围',
  addAddress: '新增收货地址',
  rechargeTitle: '充值结算',
  paymentSuccess: '支付成功',
  submitOrder: '提交订单',
  actualPayable: '实付金额',
  payFromBalance: '余额支付',
  fillAddressFirst: '请先填写地址',
  checkInputComplete: '请检查输入是否完整',
  readTransferNotice: '请阅读转账须知',
  paymentFailed: (reason: string) => `订单支付失败，原因：${reason}`,
  redirecting: '正在跳转',
  scanToPay: '请扫码支付',
  insufficientBalance: '余额不足',
  insufficientBalanceAsk: '余额不足，是否充值？',
  rechargeOnly: '仅充值',
  rechargeAndPay: '充值并支付',
  recharge: termCopy.recharge,
  linkNow: termCopy.linkNow,
  confirmingPayment: '正在确认支付结果...',
  paymentUnknownTitle: '暂时无法确认支付结果',
  checkAgain: '重新查询',
} as const;

export const rechargeMethodCopy = ['微信', '支付宝', '银行转账'] as const;
