import { errorTable } from './error-table';

/** The errors of the member's logistics tasks. */
export const logisticsError = errorTable({
  taskNotFound: { code: '23801', message: '该任务不存在' },
  notWaiting: { code: '23802', message: '该任务不是待接单状态，不能接单' },
  outcomeNotAllowed: { code: '23803', message: '该任务当前状态不能提交此结果' },
  outcomeInvalid: { code: '23804', message: '请选择正确的处理结果' },
  contentMissing: { code: '23805', message: '请填写处理说明' },
  contentTooLong: { code: '23806', message: '处理说明不能超过1000个字' },
  noShipment: { code: '23807', message: '该任务尚未揽收，暂无物流信息' },
});
