import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { getHotGoods } from '../api/goods-api';
import { goodsKeys } from '../api/goods-keys';

export function useHotGoods(query: PageQuery) {
  return useQuery({
    queryKey: goodsKeys.hotGoods(query),
    queryFn: () => getHotGoods(query),
    placeholderData: keepPreviousData,
  });
}
