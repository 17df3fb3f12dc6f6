import { errorTable } from './error-table';

/** The errors of the distribution centre. */
export const distributionError = errorTable({
  noCentre: { code: '23601', message: '您还没有配送中心' },
  gearInvalid: { code: '23602', message: '请选择正确的档位' },
  regionInvalid: { code: '23603', message: '请选择正确的服务区域' },
  centreExists: { code: '23604', message: '您已有配送中心，请勿重复申请' },
  notNormal: { code: '23605', message: '配送中心当前状态不能进行此操作' },
  gearNotHigher: { code: '23606', message: '升级后的档位须高于当前档位' },
  regionNotWider: { code: '23607', message: '升级后的服务区域须包含当前服务区域' },
  reasonInvalid: { code: '23608', message: '停止原因应为2到200个字' },
  orderNotFound: { code: '23609', message: '该配送订单不存在' },
  orderSent: { code: '23610', message: '该订单已发货，请勿重复发货' },
  expressInvalid: { code: '23611', message: '请选择快递公司' },
  trackingInvalid: { code: '23612', message: '快递单号应为8到30位字母或数字' },
});
