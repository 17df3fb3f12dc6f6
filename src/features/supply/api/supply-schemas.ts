import { AUDIT_STATUSES } from '@/lib/enums/audit-status';
import {
  fen,
  int,
  list,
  num,
  oneOf,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';

const auditStatus = () => oneOf(AUDIT_STATUSES, 'UNDEFINED');
const images = () => list(v.string());

/** Where a certification stands in its audit (designed, common to the three certifications). */
const stateEntries = {
  /** SPEC section 3 audit status: UNDEFINED is a draft not yet submitted. */
  auditStatus: auditStatus(),
  /** Why the platform refused it; '' unless auditStatus is REFUSE. */
  refuseReason: text(),
  /** YYYY-MM-DD HH:mm:ss of the last submission; '' for a draft never submitted. */
  submitTime: text(),
  /** YYYY-MM-DD HH:mm:ss of the last audit; '' when none. */
  auditTime: text(),
};

export const certificationStateSchema = v.object(stateEntries);
export type CertificationState = Output<typeof certificationStateSchema>;

/** The supplier certification (supply/user/certification). */
export const supplierCertificationSchema = v.object({
  ...stateEntries,
  companyName: text(),
  /** The unified social credit code: 18 characters. */
  creditCode: text(),
  legalPerson: text(),
  contactPhone: text(),
  /** The business licence image; '' when none. */
  licenceImg: text(),
  /** Further documents (at least one to submit). */
  documentImgs: images(),
});
export type SupplierCertification = Output<typeof supplierCertificationSchema>;

/** The manufacturer certification (manufacturer/certification). */
export const manufacturerCertificationSchema = v.object({
  ...stateEntries,
  manufacturerName: text(),
  creditCode: text(),
  /** The production licence image; '' when none. */
  licenceImg: text(),
  /** Brand authorizations (at least one to submit). */
  authorizationImgs: images(),
});
export type ManufacturerCertification = Output<typeof manufacturerCertificationSchema>;

/** One variety certification (variety/certification). */
export const varietyCertificationSchema = v.object({
  ...stateEntries,
  varietyCertificationId: int(),
  /** The goods category or variety the supplier asks to supply. */
  varietyName: text(),
  /** Its qualification documents (at least one to submit). */
  qualificationImgs: images(),
});
export type VarietyCertification = Output<typeof varietyCertificationSchema>;

export const varietyCertificationsSchema = list(varietyCertificationSchema);

/** The supplier certification's fields, as typed: saved as a draft or submitted to audit. */
export const supplierCertificationBodySchema = v.object({
  companyName: v.string(),
  /** The unified social credit code: 18 characters. */
  creditCode: v.string(),
  legalPerson: v.string(),
  contactPhone: v.string(),
  /** The business licence image; '' when none. */
  licenceImg: v.string(),
  /** Further documents (at least one to submit). */
  documentImgs: v.array(v.string()),
});
export type SupplierCertificationFields = Input<typeof supplierCertificationBodySchema>;

/** The manufacturer certification's fields, as typed. */
export const manufacturerCertificationBodySchema = v.object({
  manufacturerName: v.string(),
  creditCode: v.string(),
  /** The production licence image; '' when none. */
  licenceImg: v.string(),
  /** Brand authorizations (at least one to submit). */
  authorizationImgs: v.array(v.string()),
});
export type ManufacturerCertificationFields = Input<typeof manufacturerCertificationBodySchema>;

/** A variety certification's fields, as typed. */
export const varietyCertificationBodySchema = v.object({
  varietyName: v.string(),
  qualificationImgs: v.array(v.string()),
});
export type VarietyCertificationFields = Input<typeof varietyCertificationBodySchema>;

/** GET supply/user/information (designed): the supplier's profile. */
export const supplierProfileSchema = v.object({
  /** From the supplier certification; '' before one is filled in. */
  companyName: text(),
  contactName: text(),
  contactPhone: text(),
  /** The brands of the goods the member supplies. */
  brands: list(v.string()),
  /** The supplier certification's audit status. */
  certificationStatus: auditStatus(),
  /** How many goods the member supplies. */
  goodCount: num(),
});
export type SupplierProfile = Output<typeof supplierProfileSchema>;

export const brandSchema = v.object({ brandId: int(), brandName: text() });
export type Brand = Output<typeof brandSchema>;

export const companySchema = v.object({ companyId: int(), companyName: text() });
export type Company = Output<typeof companySchema>;

/** GET good/brand/company (designed): the brands and companies goods can be supplied under. */
export const brandsAndCompaniesSchema = v.object({
  brands: list(brandSchema),
  companies: list(companySchema),
});
export type BrandsAndCompanies = Output<typeof brandsAndCompaniesSchema>;

/** One good the member supplies (designed). */
export const suppliedGoodSchema = v.object({
  supplyGoodId: int(),
  goodName: text(),
  brandId: num(),
  brandName: text(),
  companyId: num(),
  companyName: text(),
  specification: text(),
  /** fen */
  supplyPrice: fen(),
  stock: num(),
  images: images(),
  /** The platform's audit of the good: AUDIT until it is approved. */
  auditStatus: auditStatus(),
  createTime: text(),
});
export type SuppliedGood = Output<typeof suppliedGoodSchema>;

export const suppliedGoodPageSchema = paged(suppliedGoodSchema);
export type SuppliedGoodPage = Output<typeof suppliedGoodPageSchema>;

export const suppliedGoodQuerySchema = v.object({ ...pageQuery });

export const brandGoodQuerySchema = v.object({ ...pageQuery, brandId: v.number() });

export const companyGoodQuerySchema = v.object({ ...pageQuery, companyId: v.number() });

/** The body of POST supply/user/good (designed). */
export const suppliedGoodBodySchema = v.object({
  goodName: v.string(),
  brandId: v.number(),
  companyId: v.number(),
  specification: v.string(),
  /** fen, > 0 */
  supplyPrice: v.number(),
  stock: v.number(),
  /** 1 to 6 image URLs. */
  images: v.array(v.string()),
});
export type SuppliedGoodInput = Input<typeof suppliedGoodBodySchema>;
