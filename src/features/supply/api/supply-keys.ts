import type { SuppliedGoodQuery } from './supply-api';

/** The supplier's data; a certification's change refreshes the profile too (its status). */
export const supplyKeys = {
  all: ['supply'] as const,
  profile: () => [...supplyKeys.all, 'profile'] as const,
  brandsAndCompanies: () => [...supplyKeys.all, 'brandsAndCompanies'] as const,
  goods: (query: SuppliedGoodQuery) => [...supplyKeys.all, 'goods', query] as const,
  supplierCertification: () => [...supplyKeys.all, 'certification', 'supplier'] as const,
  manufacturerCertification: () => [...supplyKeys.all, 'certification', 'manufacturer'] as const,
  varietyCertifications: () => [...supplyKeys.all, 'certification', 'variety'] as const,
};
