import type {
  Brand,
  Company,
  ManufacturerCertification,
  SuppliedGood,
  SupplierCertification,
  VarietyCertification,
} from '@/features/supply/api/supply-schemas';

export type SupplierCertificationRow = SupplierCertification & { userId: number };
export type ManufacturerCertificationRow = ManufacturerCertification & { userId: number };
export type VarietyCertificationRow = VarietyCertification & { userId: number };

/** A supplied good; its brand's and company's names are read from their tables. */
export interface SuppliedGoodRow extends Omit<SuppliedGood, 'brandName' | 'companyName'> {
  userId: number;
}

/** The supply tables of the mock database. */
export interface SupplyTables {
  supplierCertifications: SupplierCertificationRow[];
  manufacturerCertifications: ManufacturerCertificationRow[];
  varietyCertifications: VarietyCertificationRow[];
  supplyBrands: Brand[];
  supplyCompanies: Company[];
  suppliedGoods: SuppliedGoodRow[];
}
