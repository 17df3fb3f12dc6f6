import { commonCopy } from './common';
import { termCopy } from './terms';

/** The posts a staff member can hold, one label per StaffPost. */
export const staffPostCopy = {
  SALES: '销售专员',
  DELIVERY: '配送员',
  SERVICE: '客服专员',
  WAREHOUSE: '仓管员',
  OTHER: '其他岗位',
} as const;

/** What a staff notice is about, one label per NoticeKind. */
export const noticeKindCopy = {
  SYSTEM: '系统通知',
  TRAINING: '培训通知',
  PARTITION: '战区通知',
  ASSESSMENT: '考核通知',
} as const;

export const noticeReadCopy = {
  0: '未读',
  1: '已读',
} as const;

/** general_staff (员工管理) and general_staff_info (员工详情). */
export const staffCopy = {
  pageTitle: '员工管理',
  infoTitle: '员工详情',
  name: termCopy.personName,
  phone: termCopy.phone,
  post: '岗位',
  allPosts: '全部岗位',
  partition: '所属战区',
  allPartitions: '全部战区',
  noPartition: '未分配战区',
  linkTime: '关联时间',
  remark: termCopy.remark,
  actions: termCopy.actions,
  detail: commonCopy.detail,
  searchPlaceholder: '请输入员工姓名或手机号',
  empty: '暂无员工',
  emptyFiltered: '没有符合条件的员工',
  link: '关联员工',
  linkTitle: '关联会员为员工',
  linkIntro: '输入已注册会员的手机号，关联后对方成为您的员工。',
  linkPhone: termCopy.phone,
  linkPhonePlaceholder: '请输入会员手机号',
  linkPhoneInvalid: termCopy.phoneInvalid,
  postPlaceholder: '请选择岗位',
  postRequired: '请选择员工的岗位',
  partitionPlaceholder: '可不选，稍后再分配',
  remarkPlaceholder: '选填，最多 200 个字',
  remarkTooLong: '备注不能超过 200 个字',
  submitLink: '确定关联',
  unlink: '解除关联',
  confirmUnlink: (name: string) => `确定解除与员工「${name}」的关联吗？解除后对方不再是您的员工。`,
  edit: termCopy.edit,
  editTitle: '编辑员工信息',
  save: termCopy.save,
  backToList: '返回员工列表',
  notFound: '该员工不存在或已解除关联',
  districts: '负责区域',
  noDistricts: '未分配战区，暂无负责区域',
} as const;

/** general_staff_notice (员工通知). */
export const staffNoticeCopy = {
  pageTitle: '员工通知',
  title: '通知标题',
  kind: '通知类型',
  allKinds: termCopy.allTypes,
  readState: '阅读状态',
  allReadStates: '全部通知',
  publisher: '发布人',
  publishTime: termCopy.publishedAt,
  empty: '暂无员工通知',
  emptyFiltered: '没有符合条件的通知',
  backToList: '返回通知列表',
  notFound: '该通知不存在',
  unread: (count: number) => `${count} 条未读`,
} as const;

/** war_area (我的战区). */
export const warAreaCopy = {
  pageTitle: '我的战区',
  summary: (areas: number, people: number) => `共 ${areas} 个战区，${people} 名员工`,
  empty: '暂无战区',
  region: '所在区域',
  districts: (count: number) => `下辖区域（${count} 个）`,
  noDistricts: '暂未划分区域',
  people: (count: number) => `战区人员（${count} 人）`,
  noPeople: '该战区暂无员工',
} as const;
