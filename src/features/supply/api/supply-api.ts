import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { supplyEndpoints } from './supply-endpoints';
import type { SuppliedGoodInput } from './supply-schemas';

export const getSupplierProfile = () => apiClient.call(supplyEndpoints.information);

export const getBrandsAndCompanies = () => apiClient.call(supplyEndpoints.brandsAndCompanies);

/** The supplied goods' query: all, those of one brand, or those of one company. */
export interface SuppliedGoodQuery extends PageQuery {
  brandId?: number;
  companyId?: number;
}

/** The member's supplied goods, newest first: all, those of one brand, or of one company. */
export function getSuppliedGoods({ brandId, companyId, ...page }: SuppliedGoodQuery) {
  if (brandId !== undefined) {
    return apiClient.call(supplyEndpoints.brandGoods, { query: { ...page, brandId } });
  }
  if (companyId !== undefined) {
    return apiClient.call(supplyEndpoints.companyGoods, { query: { ...page, companyId } });
  }
  return apiClient.call(supplyEndpoints.goods, { query: page });
}

export const addSuppliedGood = (body: SuppliedGoodInput) =>
  apiClient.call(supplyEndpoints.addGood, { body });
