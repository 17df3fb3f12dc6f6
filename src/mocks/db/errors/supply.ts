import { errorTable } from './error-table';

/** The errors of certifications and supplied goods. */
export const supplyError = errorTable({
  certificationIncomplete: { code: '23001', message: '请填写完整的认证信息并上传所需证件' },
  creditCodeInvalid: { code: '23002', message: '统一社会信用代码应为18位数字或大写字母' },
  contactPhoneInvalid: { code: '23003', message: '请输入正确的联系电话' },
  certificationLocked: { code: '23004', message: '认证审核中或已通过，不能修改' },
  certificationNotUnderAudit: { code: '23005', message: '只有审核中的认证可以撤回' },
  varietyNotFound: { code: '23006', message: '该品类认证不存在' },
  supplierNotCertified: { code: '23007', message: '请先通过供应商认证' },
  goodIncomplete: { code: '23008', message: '请填写完整的商品信息并上传1到6张图片' },
  brandOrCompanyUnknown: { code: '23009', message: '请选择正确的品牌和公司' },
});
