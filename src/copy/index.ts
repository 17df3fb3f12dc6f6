export { addressCopy } from './address';
export { authCopy } from './auth';
export { cartCopy } from './cart';
export { commonCopy, pagerCopy, searchBarCopy } from './common';
export {
  applyStatusCopy,
  auditStatusCopy,
  batchStatusCopy,
  batchTypeCopy,
  cooperationStepCopy,
  distributionGearCopy,
  distributionStatusCopy,
  divisionCopy,
  divisionSubRouteCopy,
  formOfAddressCopy,
  interruptStatusCopy,
  invoiceAuditCopy,
  medicalCategoryCopy,
  numberCopy,
  orderStatusCopy,
  sellOfferCopy,
  sellTypeCopy,
} from './enums';
export { divisionPageCopy } from './division';
export { editorCopy } from './editor';
export { goodSortCopy, goodsCopy } from './goods';
export { memberCopy, memberMenuCopy, systemLogCopy, systemLogTypeCopy } from './member';
export { ordersCopy } from './orders';
export { navCopy, toolbarCopy } from './navigation';
export {
  connectCopy,
  documentCopy,
  helpCopy,
  homeCopy,
  newsCopy,
  pdfPreviewCopy,
  portalListCopy,
} from './portal';
export { paymentCopy, rechargeMethodCopy } from './payment';
export { orderCopy, rechargeCopy } from './checkout';
export { invoiceCopy } from './invoice';
export { uploadCopy } from './upload';
export { bankCopy, billTypeCopy, withdrawalCopy } from './finance';
export { enquiryCategoryCopy, enquiryCopy, enquiryStatusCopy } from './enquiry';
export { contractCopy, contractStatusCopy } from './contract';
export {
  awardStateCopy,
  creditCopy,
  creditLevelCopy,
  depositCopy,
  guaranteeRecordCopy,
  guaranteeStatusCopy,
  rewardCopy,
} from './standing';
export { chartCopy } from './chart';
export { periodCopy } from './period';
export { figuresCopy } from './figures';
export { listExportCopy } from './list-export';
export { printCopy } from './print';
export { capitalCopy, ventureCopy } from './capital';
export { cooperationCopy } from './cooperation';
export { warehouseCopy } from './warehouse';
export { serviceOrderCopy, serviceOrderKindCopy } from './service-order';
export {
  distributionCopy,
  expressCompanyCopy,
  regionLevelCopy,
  requestKindCopy,
} from './distribution';
export { businessCopy } from './business';
export {
  invitationStatusCopy,
  teamActionTypeCopy,
  teamCopy,
  teamDepthCopy,
  teamRoleCopy,
} from './team';
export { certificationCopy, supplyCopy } from './supply';
export {
  noticeKindCopy,
  noticeReadCopy,
  staffCopy,
  staffNoticeCopy,
  staffPostCopy,
  warAreaCopy,
} from './staff';
export { logisticsCopy, taskKindCopy, taskRecordTypeCopy, taskStatusCopy } from './logistics';
export { trackingCopy } from './tracking';
export { performanceDepthCopy, statisticsCopy } from './statistics';
export {
  consultationStatusCopy,
  medicalCategoryIntroCopy,
  medicalCopy,
  medicalItemKindCopy,
} from './medical';
export { quickOrderCopy } from './quick-order';
