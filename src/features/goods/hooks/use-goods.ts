import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { goodsEndpoints } from '../api/goods-endpoints';
import type { GoodListQuery } from '../api/goods-schemas';

const ALWAYS_BOUGHT_COUNT = 6;
/** Catalogue data changes rarely: keep hot words and the category tree for the session. */
const STATIC_STALE_MS = Infinity;

export function useGoodsList(query: GoodListQuery) {
  return useQuery({
    ...endpointQuery(goodsEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useHotWords = () =>
  useQuery({ ...endpointQuery(goodsEndpoints.hot), staleTime: STATIC_STALE_MS });

export const useClassifyTree = (enabled = true) =>
  useQuery({ ...endpointQuery(goodsEndpoints.classify), staleTime: STATIC_STALE_MS, enabled });

export const useAlwaysBought = () =>
  useQuery(endpointQuery(goodsEndpoints.always, { query: { pageSize: ALWAYS_BOUGHT_COUNT } }));

export function useGoodDetail(goodId: number | undefined) {
  return useQuery({
    ...endpointQuery(goodsEndpoints.detail, { path: { goodId: goodId ?? 0 } }),
    enabled: goodId !== undefined,
  });
}

/** Loaded only when the 可配送区域 dialog opens. */
export function useGoodDistricts(goodId: number, enabled: boolean) {
  return useQuery({ ...endpointQuery(goodsEndpoints.districts, { path: { goodId } }), enabled });
}
