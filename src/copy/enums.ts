import { termCopy } from './terms';
export const orderStatusCopy = {
  WAIT: '待付款',
  PAYMENT: '未处理',
  CANCEL: termCopy.cancelled,
  SEND: '备货中',
  START: '出库中',
  SIGN: termCopy.shipped,
  FINISH: '已收货',
  REJECTION: '已拒收',
  AFTER: '售后中',
  RETURN: '已退货',
} as const;

export const auditStatusCopy = {
  UNDEFINED: '未提交',
  PASS: '已通过',
  REFUSE: '已拒绝',
  AUDIT: '审核中',
  RECALL: '已撤回',
} as const;

export const distributionGearCopy = {
  6: termCopy.nationwide,
  5: '省级',
  4: '市级',
  3: '区县级',
  2: '街道/乡镇级',
  1: '社区/村级',
} as const;

/** SPEC section 3 enumerations without COPY.md wording: plain labels, one per value. */
export const batchStatusCopy = {
  0: '未审核',
  1: '已通过',
  2: '已拒绝',
  3: '审核完成',
} as const;

export const batchTypeCopy = {
  0: '未知',
  1: '补货',
  2: '新批次',
} as const;

/**
 * On a request (after-sales, distribution centre) 0 means the platform has not decided yet; the
 * wording is the one docs/api.md gives for distribution requests.
 */
export const applyStatusCopy = {
  0: '审核中',
  1: '已同意',
  2: '已驳回',
} as const;

export const invoiceAuditCopy = {
  0: '审核中',
  1: '已开票',
  2: '已拒绝',
} as const;

export const sellTypeCopy = {
  NULL: '促销',
  FULL: '满减',
  DISCOUNT: '折扣',
  COUPON: '优惠券',
} as const;

/** The terms of a good's promotion, beside its sell type. */
export const sellOfferCopy = {
  full: (threshold: string, reduction: string) => `满${threshold}减${reduction}`,
  discount: (tenths: string) => `${tenths}折`,
  coupon: (amount: string) => `领券减${amount}`,
} as const;

export const interruptStatusCopy = {
  0: termCopy.notApplied,
  1: '已申请',
  2: '补贴中',
  3: '已拒绝',
  4: termCopy.completed,
} as const;

export const distributionStatusCopy = {
  0: '待审核',
  1: '正常',
  2: '审核未通过',
  3: '待关闭',
  4: '待启用',
} as const;

/**
 * The cooperation disposal status: 17 steps from -1 (unprocessed) to 16 (interrupted). SPEC names
 * only the two ends, so the steps between are numbered, not named.
 */
export const cooperationStepCopy = {
  [-1]: '未处理',
  0: '第 1 步',
  1: '第 2 步',
  2: '第 3 步',
  3: '第 4 步',
  4: '第 5 步',
  5: '第 6 步',
  6: '第 7 步',
  7: '第 8 步',
  8: '第 9 步',
  9: '第 10 步',
  10: '第 11 步',
  11: '第 12 步',
  12: '第 13 步',
  13: '第 14 步',
  14: '第 15 步',
  15: '第 16 步',
  16: '已中断',
} as const;

export const divisionCopy = {
  2: '医疗事业部',
  3: '广告事业部',
  4: '网络服务事业部',
  5: '运营服务中心',
  7: '关于我们',
} as const;

export const divisionSubRouteCopy = {
  news: '新闻动态',
  introduction: '部门介绍',
  products: '产品服务',
  user: '合作客户',
  business: '资质荣誉',
  group: '团队风采',
  message: '在线留言',
  store: '门店分布',
  development: '发展历程',
  contact: '联系我们',
} as const;

export const medicalCategoryCopy = {
  operation: '手术',
  remote: '远程医疗',
  reproduction: '生殖',
  maternity: '母婴',
  heredity: '遗传',
  prenatal: '产前',
  hematology: '血液',
  oncology: '肿瘤',
  urinary: '泌尿',
  test: '检测',
} as const;

/** Rows: female, male. Columns: under 35, 35 to 50, over 50. */
export const formOfAddressCopy = {
  female: ['美女', '女士', '阿姨'],
  male: ['帅哥', '先生', '叔叔'],
} as const;

export const numberCopy = {
  wan: '万',
  yi: '亿',
  yuanPrefix: '¥',
  /** Stands for an amount or a day the server did not give. */
  noFigure: '—',
  bankTail: (last4: string) => `尾号 ${last4}`,
} as const;
