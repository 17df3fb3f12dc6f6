import { commonCopy } from './common';
import { medicalCategoryCopy } from './enums';
import { enquiryCopy } from './enquiry';
import { goodsCopy } from './goods';
import { orderCopy } from './checkout';
import { paymentCopy } from './payment';
import { termCopy } from './terms';

/** A consultation's status (designed), one label per ConsultationStatus. */
export const consultationStatusCopy = {
  UNPAID: '待支付',
  PAID: '待接诊',
  ONGOING: '咨询中',
  DONE: termCopy.completed,
  CANCELLED: termCopy.cancelled,
} as const;

/** What a category lists (designed), one label per MedicalItemKind. */
export const medicalItemKindCopy = {
  GOOD: '相关商品',
  SERVICE: '咨询服务',
} as const;

/** Each category's introduction and what it offers, one entry per MedicalCategory. */
export const medicalCategoryIntroCopy = {
  operation: {
    description: '对接三甲医院外科专家，提供术前评估、手术预约与术后康复指导。',
    offers: ['术前评估', '专家手术预约', '术后康复随访'],
  },
  remote: {
    description: '足不出户连线医生，视频问诊、复诊续方与检查报告远程解读。',
    offers: ['视频问诊', '复诊续方', '检查报告解读'],
  },
  reproduction: {
    description: '生殖健康咨询与辅助生殖评估，由生殖医学专科医生一对一解答。',
    offers: ['生育力评估', '辅助生殖咨询', '男性生殖健康'],
  },
  maternity: {
    description: '孕期保健、产后康复与新生儿护理，陪伴妈妈和宝宝的每一步。',
    offers: ['孕期保健', '产后康复', '新生儿护理'],
  },
  heredity: {
    description: '遗传病风险评估与基因检测咨询，帮助家庭了解并应对遗传风险。',
    offers: ['遗传咨询', '基因检测解读', '家族病史评估'],
  },
  prenatal: {
    description: '产前筛查与产前诊断咨询，解读唐筛、无创 DNA 等检查结果。',
    offers: ['产前筛查', '无创 DNA 检测', '产前诊断咨询'],
  },
  hematology: {
    description: '贫血、血小板异常等血液疾病的诊疗咨询与长期随访管理。',
    offers: ['血常规解读', '贫血诊疗', '血液病随访'],
  },
  oncology: {
    description: '肿瘤早期筛查、治疗方案评估与多学科专家会诊。',
    offers: ['肿瘤早筛', '治疗方案评估', '多学科会诊'],
  },
  urinary: {
    description: '泌尿系统结石、前列腺等问题的诊疗咨询与复查提醒。',
    offers: ['结石诊疗', '前列腺健康', '复查随访'],
  },
  test: {
    description: '常规体检、专项检测预约与检测报告解读。',
    offers: ['体检套餐', '专项检测', '体检报告解读'],
  },
} as const;

/** consultation (医疗服务) and the ten category screens. */
export const medicalCopy = {
  pageTitle: termCopy.medicalService,
  categoriesTitle: '服务类别',
  categoriesHint: '选择类别，查看相关商品与咨询服务，或向专科医生咨询。',
  offers: '提供服务',
  enter: '进入',
  enterCategory: (name: string) => `进入${name}`,
  myConsultations: '我的咨询',
  consultationsEmpty: enquiryCopy.empty,
  consultationNo: '咨询单号',
  category: '服务类别',
  allCategories: termCopy.allCategories,
  service: '咨询服务',
  patientName: '就诊人',
  patientNamePlaceholder: '请输入就诊人姓名',
  patientNameRequired: '请输入就诊人姓名',
  patientNameTooLong: (max: number) => `就诊人姓名不能超过${max}个字`,
  phone: termCopy.contactPhone,
  phonePlaceholder: termCopy.phonePlaceholder,
  phoneRequired: termCopy.phonePlaceholder,
  phoneInvalid: termCopy.phoneInvalid,
  appointmentDay: '预约日期',
  appointmentDayRequired: '请选择预约日期',
  descriptionLabel: '病情描述',
  descriptionPlaceholder: '请简要描述症状、病史或想咨询的问题',
  descriptionRequired: '请填写病情描述',
  descriptionTooLong: (max: number) => `病情描述不能超过${max}个字`,
  fee: '咨询费用',
  status: termCopy.status,
  allStatuses: termCopy.allStatuses,
  createTime: '预约时间',
  payTime: termCopy.payTime,
  doctorReply: '医生回复',
  noReply: '医生尚未回复',
  actions: termCopy.actions,
  payNow: termCopy.payNow,
  payNowOf: (no: string) => `${termCopy.payNow} ${no}`,
  viewOf: (no: string) => `${commonCopy.detail} ${no}`,
  detailTitle: '咨询详情',
  notFound: enquiryCopy.notFound,
  introTitle: '类别介绍',
  itemsTitle: '商品与服务',
  itemsEmpty: '暂无相关商品或服务',
  itemsSearchPlaceholder: '搜索商品或服务名称',
  allKinds: termCopy.all,
  kind: termCopy.type,
  price: termCopy.price,
  duration: (minutes: number) => `约 ${minutes} 分钟`,
  addToCart: goodsCopy.addToCart,
  addToCartOf: goodsCopy.addToCartOf,
  addedToCart: goodsCopy.addedToCart,
  book: '预约咨询',
  bookOf: (name: string) => `预约咨询 ${name}`,
  bookTitle: (name: string) => `预约${name}`,
  submitBooking: '提交预约',
  payTitle: '支付咨询费用',
  actualPayable: paymentCopy.actualPayable,
  payFromBalance: paymentCopy.payFromBalance,
  balance: termCopy.accountBalance,
  balanceNote: '咨询费用将从平台余额中扣除，余额不足时可充值后支付。',
  paymentSuccess: paymentCopy.paymentSuccess,
  paidAmount: orderCopy.paidAmount,
  paidHint: '预约已确认，医生将在预约日期前与就诊人联系。',
  viewConsultations: '查看我的咨询',
  close: commonCopy.close,
  confirmingPayment: paymentCopy.confirmingPayment,
  paymentUnknownTitle: paymentCopy.paymentUnknownTitle,
  paymentUnknown:
    '网络异常，暂时无法确认咨询费用是否已支付。请勿重复付款，可稍后重新查询，或到“我的咨询”查看支付状态。',
  checkAgain: paymentCopy.checkAgain,
  paymentNotTaken: '咨询费用尚未支付，请重新支付',
  noLongerPayable: '该咨询已取消，无法支付',
  paymentFailed: (reason: string) => `咨询费用支付失败，原因：${reason}`,
  confirmingBooking: '网络异常，预约是否已提交尚未确认，请重新提交（不会重复预约）',
  enquiry: '向专科医生咨询',
  enquiryHint: (name: string) =>
    `对${name}类服务有疑问？留言后平台医生会尽快回复，回复可在“在线咨询”中查看。`,
  enquiryTitle: (name: string) => `${name}咨询`,
  categoryName: medicalCategoryCopy,
} as const;
