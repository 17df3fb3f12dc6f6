import { errorTable } from './error-table';

/** The errors of the orders a member serves. */
export const serviceOrderError = errorTable({
  orderNotFound: { code: '22601', message: '该服务订单不存在' },
  notSplittable: { code: '22602', message: '订单已出库，不能再拆分包裹' },
  tooFewParcels: { code: '22603', message: '至少需要两个包裹才能拆分' },
  parcelEmpty: { code: '22604', message: '每个包裹至少要有一件商品' },
  quantitiesMismatch: { code: '22605', message: '每种商品各包裹数量之和须等于订购数量' },
  serveContentMissing: { code: '22606', message: '请输入服务内容' },
  serveTimeInvalid: { code: '22607', message: '请选择正确的服务时间' },
  subsidyNotApplicable: { code: '22608', message: '该订单暂不能申请补贴' },
});
