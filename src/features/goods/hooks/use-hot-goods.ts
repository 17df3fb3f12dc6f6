import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { endpointQuery } from '@/lib/endpoint-query';
import { goodsEndpoints } from '../api/goods-endpoints';

export function useHotGoods(query: PageQuery) {
  return useQuery({
    ...endpointQuery(goodsEndpoints.hotGoods, { query }),
    placeholderData: keepPreviousData,
  });
}
