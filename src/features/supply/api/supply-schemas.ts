import { fen, int, list, num, oneOf, paged, text, v, type Schema } from '@/lib/schema';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import type {
  BrandsAndCompanies,
  CertificationState,
  ManufacturerCertification,
  SuppliedGood,
  SuppliedGoodPage,
  SupplierCertification,
  SupplierProfile,
  VarietyCertification,
} from './supply-types';

const auditStatus = () => oneOf(AUDIT_STATUSES, 'UNDEFINED');
const images = () => list(v.string());

const stateEntries = {
  auditStatus: auditStatus(),
  refuseReason: text(),
  submitTime: text(),
  auditTime: text(),
} satisfies Record<keyof CertificationState, Schema<unknown>>;

export const supplierCertificationSchema: Schema<SupplierCertification> = v.object({
  ...stateEntries,
  companyName: text(),
  creditCode: text(),
  legalPerson: text(),
  contactPhone: text(),
  licenceImg: text(),
  documentImgs: images(),
});

export const manufacturerCertificationSchema: Schema<ManufacturerCertification> = v.object({
  ...stateEntries,
  manufacturerName: text(),
  creditCode: text(),
  licenceImg: text(),
  authorizationImgs: images(),
});

export const varietyCertificationSchema: Schema<VarietyCertification> = v.object({
  ...stateEntries,
  varietyCertificationId: int(),
  varietyName: text(),
  qualificationImgs: images(),
});

export const varietyCertificationsSchema: Schema<VarietyCertification[]> = list(
  varietyCertificationSchema,
);

export const supplierProfileSchema: Schema<SupplierProfile> = v.object({
  companyName: text(),
  contactName: text(),
  contactPhone: text(),
  brands: list(v.string()),
  certificationStatus: auditStatus(),
  goodCount: num(),
});

export const brandsAndCompaniesSchema: Schema<BrandsAndCompanies> = v.object({
  brands: list(v.object({ brandId: int(), brandName: text() })),
  companies: list(v.object({ companyId: int(), companyName: text() })),
});

export const suppliedGoodSchema: Schema<SuppliedGood> = v.object({
  supplyGoodId: int(),
  goodName: text(),
  brandId: num(),
  brandName: text(),
  companyId: num(),
  companyName: text(),
  specification: text(),
  supplyPrice: fen(),
  stock: num(),
  images: images(),
  auditStatus: auditStatus(),
  createTime: text(),
});

export const suppliedGoodPageSchema: Schema<SuppliedGoodPage> = paged(suppliedGoodSchema);
