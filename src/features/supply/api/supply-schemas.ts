import * as v from 'valibot';
import * as s from '@/lib/schema';
import { AUDIT_STATUSES } from '@/lib/enums/audit-status';

const auditStatus = () => s.oneOf(AUDIT_STATUSES, 'UNDEFINED');
const images = () => s.list(v.string());

/** Where a certification stands in its audit (designed, common to the three certifications). */
const stateEntries = {
  /** SPEC section 3 audit status: UNDEFINED is a draft not yet submitted. */
  auditStatus: auditStatus(),
  /** Why the platform refused it; '' unless auditStatus is REFUSE. */
  refuseReason: s.text(),
  /** YYYY-MM-DD HH:mm:ss of the last submission; '' for a draft never submitted. */
  submitTime: s.text(),
  /** YYYY-MM-DD HH:mm:ss of the last audit; '' when none. */
  auditTime: s.text(),
};

export const certificationStateSchema = v.object(stateEntries);
export type CertificationState = s.Output<typeof certificationStateSchema>;

/** The supplier certification (supply/user/certification). */
export const supplierCertificationSchema = v.object({
  ...stateEntries,
  companyName: s.text(),
  /** The unified social credit code: 18 characters. */
  creditCode: s.text(),
  legalPerson: s.text(),
  contactPhone: s.text(),
  /** The business licence image; '' when none. */
  licenceImg: s.text(),
  /** Further documents (at least one to submit). */
  documentImgs: images(),
});
export type SupplierCertification = s.Output<typeof supplierCertificationSchema>;

/** The manufacturer certification (manufacturer/certification). */
export const manufacturerCertificationSchema = v.object({
  ...stateEntries,
  manufacturerName: s.text(),
  creditCode: s.text(),
  /** The production licence image; '' when none. */
  licenceImg: s.text(),
  /** Brand authorizations (at least one to submit). */
  authorizationImgs: images(),
});
export type ManufacturerCertification = s.Output<typeof manufacturerCertificationSchema>;

/** One variety certification (variety/certification). */
export const varietyCertificationSchema = v.object({
  ...stateEntries,
  varietyCertificationId: s.int(),
  /** The goods category or variety the supplier asks to supply. */
  varietyName: s.text(),
  /** Its qualification documents (at least one to submit). */
  qualificationImgs: images(),
});
export type VarietyCertification = s.Output<typeof varietyCertificationSchema>;

export const varietyCertificationsSchema = s.list(varietyCertificationSchema);

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
export type SupplierCertificationFields = s.Input<typeof supplierCertificationBodySchema>;

/** The manufacturer certification's fields, as typed. */
export const manufacturerCertificationBodySchema = v.object({
  manufacturerName: v.string(),
  creditCode: v.string(),
  /** The production licence image; '' when none. */
  licenceImg: v.string(),
  /** Brand authorizations (at least one to submit). */
  authorizationImgs: v.array(v.string()),
});
export type ManufacturerCertificationFields = s.Input<typeof manufacturerCertificationBodySchema>;

/** A variety certification's fields, as typed. */
export const varietyCertificationBodySchema = v.object({
  varietyName: v.string(),
  qualificationImgs: v.array(v.string()),
});
export type VarietyCertificationFields = s.Input<typeof varietyCertificationBodySchema>;

/** GET supply/user/information (designed): the supplier's profile. */
export const supplierProfileSchema = v.object({
  /** From the supplier certification; '' before one is filled in. */
  companyName: s.text(),
  contactName: s.text(),
  contactPhone: s.text(),
  /** The brands of the goods the member supplies. */
  brands: s.list(v.string()),
  /** The supplier certification's audit status. */
  certificationStatus: auditStatus(),
  /** How many goods the member supplies. */
  goodCount: s.num(),
});
export type SupplierProfile = s.Output<typeof supplierProfileSchema>;

export const brandSchema = v.object({ brandId: s.int(), brandName: s.text() });
export type Brand = s.Output<typeof brandSchema>;

export const companySchema = v.object({ companyId: s.int(), companyName: s.text() });
export type Company = s.Output<typeof companySchema>;

/** GET good/brand/company (designed): the brands and companies goods can be supplied under. */
export const brandsAndCompaniesSchema = v.object({
  brands: s.list(brandSchema),
  companies: s.list(companySchema),
});
export type BrandsAndCompanies = s.Output<typeof brandsAndCompaniesSchema>;

/** One good the member supplies (designed). */
export const suppliedGoodSchema = v.object({
  supplyGoodId: s.int(),
  goodName: s.text(),
  brandId: s.num(),
  brandName: s.text(),
  companyId: s.num(),
  companyName: s.text(),
  specification: s.text(),
  /** fen */
  supplyPrice: s.fen(),
  stock: s.num(),
  images: images(),
  /** The platform's audit of the good: AUDIT until it is approved. */
  auditStatus: auditStatus(),
  createTime: s.text(),
});
export type SuppliedGood = s.Output<typeof suppliedGoodSchema>;

export const suppliedGoodPageSchema = s.paged(suppliedGoodSchema);

export const suppliedGoodQuerySchema = v.object({ ...s.pageQuery });

export const brandGoodQuerySchema = v.object({ ...s.pageQuery, brandId: v.number() });

export const companyGoodQuerySchema = v.object({ ...s.pageQuery, companyId: v.number() });

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
export type SuppliedGoodInput = s.Input<typeof suppliedGoodBodySchema>;
