import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getAlwaysBought,
  getClassifyTree,
  getGoodDetail,
  getGoodDistricts,
  getGoodsList,
  getHotWords,
} from '../api/goods-api';
import { goodsKeys } from '../api/goods-keys';
import type { GoodListQuery } from '../api/goods-schemas';

const ALWAYS_BOUGHT_COUNT = 6;
/** Catalogue data changes rarely: keep hot words and the category tree for the session. */
const STATIC_STALE_MS = Infinity;

export function useGoodsList(query: GoodListQuery) {
  return useQuery({
    queryKey: goodsKeys.list(query),
    queryFn: () => getGoodsList(query),
    placeholderData: keepPreviousData,
  });
}

export const useHotWords = () =>
  useQuery({ queryKey: goodsKeys.hot(), queryFn: getHotWords, staleTime: STATIC_STALE_MS });

export const useClassifyTree = (enabled = true) =>
  useQuery({
    queryKey: goodsKeys.classify(),
    queryFn: getClassifyTree,
    staleTime: STATIC_STALE_MS,
    enabled,
  });

export const useAlwaysBought = () =>
  useQuery({
    queryKey: goodsKeys.always(),
    queryFn: () => getAlwaysBought(ALWAYS_BOUGHT_COUNT),
  });

export function useGoodDetail(goodId: number | undefined) {
  return useQuery({
    queryKey: goodsKeys.detail(goodId ?? 0),
    queryFn: () => getGoodDetail(goodId ?? 0),
    enabled: goodId !== undefined,
  });
}

/** Loaded only when the 可配送区域 dialog opens. */
export function useGoodDistricts(goodId: number, enabled: boolean) {
  return useQuery({
    queryKey: goodsKeys.districts(goodId),
    queryFn: () => getGoodDistricts(goodId),
    enabled,
  });
}
