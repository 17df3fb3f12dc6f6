export const orderStatusCopy = {
  WAIT: '待付款',
  PAYMENT: '未处理',
  CANCEL: '已取消',
  SEND: '备货中',
  START: '出库中',
  SIGN: '已发货',
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
  6: '全国',
  5: '省级',
  4: '市级',
  3: '区县级',
  2: '街道/乡镇级',
  1: '社区/村级',
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
  bankTail: (last4: string) => `尾号 ${last4}`,
} as const;
