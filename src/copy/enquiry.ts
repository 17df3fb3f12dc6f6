import { termCopy } from './terms';
/** 在线咨询 (member/my_ask). */
export const enquiryCopy = {
  pageTitle: '在线咨询',
  newEnquiry: '我要咨询',
  newTitle: '新建咨询',
  back: '返回咨询列表',
  empty: '暂无咨询记录',
  statusFilter: termCopy.status,
  allStatuses: termCopy.allStatuses,
  title: '咨询标题',
  titlePlaceholder: '请简要说明您的问题',
  titleRequired: '请输入咨询标题',
  titleTooLong: (max: number) => `咨询标题不能超过${max}个字`,
  category: '咨询类别',
  categoryRequired: '请选择咨询类别',
  content: '咨询内容',
  contentPlaceholder: '请详细描述您的问题，可插入图片',
  contentRequired: '请输入咨询内容',
  submit: '提交咨询',
  submitted: '咨询已提交，我们会尽快回复',
  createTime: termCopy.submitTime,
  updateTime: '最近更新',
  view: '查看',
  viewOf: (title: string) => `查看 ${title}`,
  conversation: '咨询记录',
  fromMember: termCopy.me,
  fromPlatform: termCopy.platformService,
  followUp: '继续咨询',
  followUpPlaceholder: '补充您的问题',
  followUpRequired: '请输入补充内容',
  send: termCopy.send,
  sent: '已发送',
  closedHint: '该咨询已关闭，如有新的问题请重新提交咨询。',
  notFound: '该咨询不存在',
  viewInMyAsk: '在“在线咨询”中查看回复',
} as const;

/** Enquiry status (designed), one label per EnquiryStatus. */
export const enquiryStatusCopy = {
  WAIT: '待回复',
  REPLIED: '已回复',
  CLOSED: '已关闭',
} as const;

/** Enquiry category (designed), one label per EnquiryCategory. */
export const enquiryCategoryCopy = {
  GOODS: '商品咨询',
  ORDER: '订单问题',
  ACCOUNT: '账户与资金',
  MEDICAL: termCopy.medicalService,
  OTHER: termCopy.other,
} as const;
