import type { PageQuery } from '@/lib/api-types';
import type { Input, Output } from '@/lib/schema';
import type {
  brandSchema,
  brandsAndCompaniesSchema,
  certificationStateSchema,
  companySchema,
  manufacturerCertificationBodySchema,
  manufacturerCertificationSchema,
  suppliedGoodBodySchema,
  suppliedGoodPageSchema,
  suppliedGoodSchema,
  supplierCertificationBodySchema,
  supplierCertificationSchema,
  supplierProfileSchema,
  varietyCertificationBodySchema,
  varietyCertificationSchema,
} from './supply-schemas';

export type CertificationState = Output<typeof certificationStateSchema>;
export type SupplierCertificationFields = Input<typeof supplierCertificationBodySchema>;
export type SupplierCertification = Output<typeof supplierCertificationSchema>;
export type ManufacturerCertificationFields = Input<typeof manufacturerCertificationBodySchema>;
export type ManufacturerCertification = Output<typeof manufacturerCertificationSchema>;
export type VarietyCertificationFields = Input<typeof varietyCertificationBodySchema>;
export type VarietyCertification = Output<typeof varietyCertificationSchema>;
export type SupplierProfile = Output<typeof supplierProfileSchema>;
export type Brand = Output<typeof brandSchema>;
export type Company = Output<typeof companySchema>;
export type BrandsAndCompanies = Output<typeof brandsAndCompaniesSchema>;
export type SuppliedGood = Output<typeof suppliedGoodSchema>;
export type SuppliedGoodPage = Output<typeof suppliedGoodPageSchema>;
export type SuppliedGoodInput = Input<typeof suppliedGoodBodySchema>;

/** The supplied goods' query: all, those of one brand, or those of one company. */
export interface SuppliedGoodQuery extends PageQuery {
  brandId?: number;
  companyId?: number;
}
