import { errorTable } from './error-table';

/** The errors of cooperation tasks, drafts and price logs. */
export const cooperationError = errorTable({
  cooperationNotFound: { code: '22901', message: '该合作任务不存在' },
  draftNotFound: { code: '22902', message: '该草稿不存在' },
  draftTitleInvalid: { code: '22903', message: '任务名称应为1到50个字' },
  draftRoleInvalid: { code: '22904', message: '请选择我的角色' },
  draftCategoryInvalid: { code: '22905', message: '请选择合作类别' },
  draftQuantityInvalid: { code: '22906', message: '数量应为1到1000000的整数' },
  draftBudgetInvalid: { code: '22907', message: '预算应大于0且不超过100,000,000元' },
  draftDescriptionTooLong: { code: '22908', message: '任务说明不能超过300个字' },
  cooperationInterrupted: { code: '22909', message: '该合作任务已中断，不能匹配价格' },
  cooperationFinished: { code: '22910', message: '该合作任务已完成全部步骤' },
  priceLogNotFound: { code: '22911', message: '该价格记录不存在' },
});
