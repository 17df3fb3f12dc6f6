export { authCopy } from './auth';
export { commonCopy, pagerCopy, searchBarCopy } from './common';
export {
  auditStatusCopy,
  distributionGearCopy,
  divisionCopy,
  divisionSubRouteCopy,
  formOfAddressCopy,
  medicalCategoryCopy,
  numberCopy,
  orderStatusCopy,
} from './enums';
export { memberCopy } from './member';
export { navCopy, toolbarCopy } from './navigation';
export { homeCopy, newsCopy } from './portal';
export { paymentCopy, rechargeMethodCopy } from './payment';
