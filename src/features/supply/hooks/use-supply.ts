import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { changesOfGroup, endpointQuery } from '@/lib/endpoint-query';
import { certificationEndpoints } from '../api/certification-endpoints';
import { supplyEndpoints } from '../api/supply-endpoints';
import type { SuppliedGoodInput } from '../api/supply-schemas';

/**
 * What a change of the supplier's makes stale: the profile, the goods and the certifications
 * (the profile shows the supplier certification's status, its count and brands the goods).
 */
export const changesSupplier = changesOfGroup(supplyEndpoints, certificationEndpoints);

export function useSupplierProfile() {
  return useQuery(endpointQuery(supplyEndpoints.information));
}

export function useBrandsAndCompanies() {
  return useQuery(endpointQuery(supplyEndpoints.brandsAndCompanies));
}

/** The supplied goods' query: all, those of one brand, or those of one company. */
interface SuppliedGoodQuery extends PageQuery {
  brandId?: number;
  companyId?: number;
}

/** The member's supplied goods, newest first: all, those of one brand, or of one company. */
function suppliedGoodsQuery({ brandId, companyId, ...page }: SuppliedGoodQuery) {
  if (brandId !== undefined) {
    return endpointQuery(supplyEndpoints.brandGoods, { query: { ...page, brandId } });
  }
  if (companyId !== undefined) {
    return endpointQuery(supplyEndpoints.companyGoods, { query: { ...page, companyId } });
  }
  return endpointQuery(supplyEndpoints.goods, { query: page });
}

export function useSuppliedGoods(query: SuppliedGoodQuery) {
  return useQuery({ ...suppliedGoodsQuery(query), placeholderData: keepPreviousData });
}

/** A new supplied good refreshes the list and the profile's count and brands. */
export function useAddSuppliedGood() {
  return useMutation({
    mutationFn: (body: SuppliedGoodInput) => apiClient.call(supplyEndpoints.addGood, { body }),
    meta: changesSupplier,
  });
}
