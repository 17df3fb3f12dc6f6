import { apiClient } from '@/lib/api-client';
import {
  brandsAndCompaniesSchema,
  suppliedGoodPageSchema,
  suppliedGoodSchema,
  supplierProfileSchema,
} from './supply-schemas';
import type { SuppliedGoodInput, SuppliedGoodQuery } from './supply-types';

/** The supplier's profile, the brands and companies, and the goods the member supplies. */
export const SUPPLY_PATHS = {
  information: 'v1/front/supply/user/information',
  goods: 'v1/front/supply/user/good',
  brandsAndCompanies: 'v1/front/good/brand/company',
  brandGoods: 'v1/front/brand/good/brand',
  companyGoods: 'v1/front/brand/company/good',
} as const;

export const getSupplierProfile = () =>
  apiClient.get(SUPPLY_PATHS.information, supplierProfileSchema);

export const getBrandsAndCompanies = () =>
  apiClient.get(SUPPLY_PATHS.brandsAndCompanies, brandsAndCompaniesSchema);

/** The member's supplied goods, newest first: all, those of one brand, or of one company. */
export function getSuppliedGoods({ brandId, companyId, ...page }: SuppliedGoodQuery) {
  if (brandId !== undefined) {
    return apiClient.get(SUPPLY_PATHS.brandGoods, suppliedGoodPageSchema, {
      params: { ...page, brandId },
    });
  }
  if (companyId !== undefined) {
    return apiClient.get(SUPPLY_PATHS.companyGoods, suppliedGoodPageSchema, {
      params: { ...page, companyId },
    });
  }
  return apiClient.get(SUPPLY_PATHS.goods, suppliedGoodPageSchema, { params: page });
}

/** Offers a good for supply; the platform audits it (AUDIT until then). */
export const addSuppliedGood = (body: SuppliedGoodInput) =>
  apiClient.post(SUPPLY_PATHS.goods, body, suppliedGoodSchema);
