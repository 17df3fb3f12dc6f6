import type { PageQuery } from '@/lib/api-types';
import type { AuditStatus } from '@/lib/enums/audit-status';

/** Where a certification stands in its audit (designed, common to the three certifications). */
export interface CertificationState {
  /** SPEC section 3 audit status: UNDEFINED is a draft not yet submitted. */
  auditStatus: AuditStatus;
  /** Why the platform refused it; '' unless auditStatus is REFUSE. */
  refuseReason: string;
  /** YYYY-MM-DD HH:mm:ss of the last submission; '' for a draft never submitted. */
  submitTime: string;
  /** YYYY-MM-DD HH:mm:ss of the last audit; '' when none. */
  auditTime: string;
}

/** The fields of the supplier certification (supply/user/certification), as typed. */
export interface SupplierCertificationFields {
  companyName: string;
  /** The unified social credit code: 18 characters. */
  creditCode: string;
  legalPerson: string;
  contactPhone: string;
  /** The business licence image; '' when none. */
  licenceImg: string;
  /** Further documents (at least one to submit). */
  documentImgs: string[];
}

export type SupplierCertification = CertificationState & SupplierCertificationFields;

/** The fields of the manufacturer certification (manufacturer/certification), as typed. */
export interface ManufacturerCertificationFields {
  manufacturerName: string;
  creditCode: string;
  /** The production licence image; '' when none. */
  licenceImg: string;
  /** Brand authorizations (at least one to submit). */
  authorizationImgs: string[];
}

export type ManufacturerCertification = CertificationState & ManufacturerCertificationFields;

/** The fields of one variety certification (variety/certification), as typed. */
export interface VarietyCertificationFields {
  /** The goods category or variety the supplier asks to supply. */
  varietyName: string;
  /** Its qualification documents (at least one to submit). */
  qualificationImgs: string[];
}

export type VarietyCertification = CertificationState &
  VarietyCertificationFields & { varietyCertificationId: number };

/** GET supply/user/information (designed): the supplier's profile. */
export interface SupplierProfile {
  /** From the supplier certification; '' before one is filled in. */
  companyName: string;
  contactName: string;
  contactPhone: string;
  /** The brands of the goods the member supplies. */
  brands: string[];
  /** The supplier certification's audit status. */
  certificationStatus: AuditStatus;
  /** How many goods the member supplies. */
  goodCount: number;
}

export interface Brand {
  brandId: number;
  brandName: string;
}

export interface Company {
  companyId: number;
  companyName: string;
}

/** GET good/brand/company (designed): the brands and companies goods can be supplied under. */
export interface BrandsAndCompanies {
  brands: Brand[];
  companies: Company[];
}

/** One good the member supplies (designed). */
export interface SuppliedGood {
  supplyGoodId: number;
  goodName: string;
  brandId: number;
  brandName: string;
  companyId: number;
  companyName: string;
  specification: string;
  /** fen */
  supplyPrice: number;
  stock: number;
  images: string[];
  /** The platform's audit of the good: AUDIT until it is approved. */
  auditStatus: AuditStatus;
  createTime: string;
}

export interface SuppliedGoodPage {
  list: SuppliedGood[];
  total: number;
}

/** The supplied goods' query: all, those of one brand, or those of one company. */
export interface SuppliedGoodQuery extends PageQuery {
  brandId?: number;
  companyId?: number;
}

/** The body of POST supply/user/good (designed). */
export interface SuppliedGoodInput {
  goodName: string;
  brandId: number;
  companyId: number;
  specification: string;
  /** fen, > 0 */
  supplyPrice: number;
  stock: number;
  /** 1 to 6 image URLs. */
  images: string[];
}
