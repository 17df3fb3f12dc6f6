import type { SupplierCertificationFields } from '@/features/supply/api/supply-schemas';

/** A supplier certification with every field filled: 北京建国商贸有限公司, the second member's company. */
export const FILLED_SUPPLIER: SupplierCertificationFields = {
  companyName: '北京建国商贸有限公司',
  creditCode: '91110105MA01ABCD2E',
  legalPerson: '王建国',
  contactPhone: '13800000002',
  licenceImg: '/uploads/licence.png',
  documentImgs: ['/uploads/permit.png'],
};
