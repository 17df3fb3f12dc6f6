import { errorTable } from './error-table';

/** The errors of top-ups and their audit. */
export const rechargeError = errorTable({
  rechargeOrderNotFound: { code: '20601', message: '该订单不存在' },
  rechargeOrderNotPending: { code: '20602', message: '该订单不是待付款状态，无需充值' },
  rechargeAmountInvalid: { code: '20603', message: '充值金额必须大于0' },
  rechargeNotFound: { code: '20604', message: '该充值记录不存在' },
  rechargeAlreadyAudited: { code: '20605', message: '该充值记录已审核' },
  rechargeAmountTooLarge: { code: '20606', message: '单笔充值金额不能超过1,000,000元' },
});
