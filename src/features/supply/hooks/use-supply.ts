import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  addSuppliedGood,
  getBrandsAndCompanies,
  getSuppliedGoods,
  getSupplierProfile,
  type SuppliedGoodQuery,
} from '../api/supply-api';
import { supplyKeys } from '../api/supply-keys';

export function useSupplierProfile() {
  return useQuery({ queryKey: supplyKeys.profile(), queryFn: getSupplierProfile });
}

export function useBrandsAndCompanies() {
  return useQuery({ queryKey: supplyKeys.brandsAndCompanies(), queryFn: getBrandsAndCompanies });
}

export function useSuppliedGoods(query: SuppliedGoodQuery) {
  return useQuery({
    queryKey: supplyKeys.goods(query),
    queryFn: () => getSuppliedGoods(query),
    placeholderData: keepPreviousData,
  });
}

/** A new supplied good refreshes the list and the profile's count and brands. */
export function useAddSuppliedGood() {
  return useMutation({ mutationFn: addSuppliedGood, meta: { invalidates: [supplyKeys.all] } });
}
