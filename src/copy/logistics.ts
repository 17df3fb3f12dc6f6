import { commonCopy } from './common';
import { termCopy } from './terms';

/** The two kinds of task (docs/api.md): the routine ones and the ad-hoc ones, one label per TaskKind. */
export const taskKindCopy = {
  REGULAR: '常规任务',
  EXTRA: '临时任务',
} as const;

/** Logistics task status (designed), one label per TaskStatus. */
export const taskStatusCopy = {
  WAIT: '待接单',
  ACCEPTED: '待揽收',
  TRANSIT: '运输中',
  EXCEPTION: '异常',
  DELIVERED: '已送达',
  CANCELLED: '已撤销',
} as const;

/** What a task record says was done (designed), one label per TaskRecordType. */
export const taskRecordTypeCopy = {
  ACCEPT: termCopy.takeOrders,
  PICKUP: '揽收',
  DELIVER: '送达',
  EXCEPTION: '异常上报',
} as const;

/** logistics_tasks, logistics_tasks1, record_list/{id} and task_Submission/{id}. */
export const logisticsCopy = {
  regularTitle: '物流任务',
  extraTitle: taskKindCopy.EXTRA,
  regularEmpty: '暂无物流任务',
  extraEmpty: '暂无临时任务',
  detailTitle: '任务详情',
  recordsTitle: '任务记录',
  submissionTitle: '提交任务结果',
  backToList: '返回任务列表',
  backToTask: '返回任务详情',
  notFound: '该任务不存在',
  taskNo: termCopy.taskNo,
  title: termCopy.taskTitle,
  kind: '任务类型',
  status: termCopy.status,
  allStatuses: termCopy.allStatuses,
  searchPlaceholder: '任务编号、收货人、地址或货物',
  createTime: '下发时间',
  deadline: '截止时间',
  overdue: '已超时',
  remark: termCopy.remark,
  consignee: termCopy.consignee,
  receiverPhone: '收货电话',
  receiverAddress: termCopy.deliveryAddress,
  sender: '发货方',
  senderPhone: '发货电话',
  senderAddress: '发货地址',
  partiesTitle: '收发信息',
  goodsTitle: '货物清单',
  goodName: termCopy.good,
  spec: termCopy.spec,
  num: termCopy.quantity,
  trackingTitle: '物流跟踪',
  expressCompany: termCopy.expressCompany,
  trackingNo: termCopy.waybillNo,
  pickupTime: '揽收时间',
  notPickedUp: '尚未揽收，暂无物流信息',
  noTracking: termCopy.noTracking,
  actions: termCopy.actions,
  detail: commonCopy.detail,
  detailOf: (taskNo: string) => `${commonCopy.detail} ${taskNo}`,
  records: '查看记录',
  recordsOf: (taskNo: string) => `查看记录 ${taskNo}`,
  accept: termCopy.takeOrders,
  acceptConfirm: (taskNo: string) => `确定接下任务 ${taskNo} 吗？接单后请在截止时间前完成。`,
  submitResult: '提交结果',
  recordsEmpty: '暂无任务记录',
  recordsOfTask: (taskNo: string) => `任务 ${taskNo} 的记录，最新在前`,
  operator: '操作人',
  outcome: '处理结果',
  outcomeRequired: '请选择处理结果',
  content: '处理说明',
  contentPlaceholder: '请描述处理情况，可插入现场照片',
  contentRequired: '请填写处理说明或插入照片',
  contentTooLong: (max: number) => `处理说明不能超过${max}个字`,
  submit: termCopy.submit,
  submitted: '任务结果已提交',
  notSubmittable: '该任务当前状态不能提交结果',
  noPermission: '您没有处理物流任务的权限',
} as const;
