import type { PageQuery } from '@/lib/api-types';
import type { GoodListQuery } from './goods-schemas';

export const goodsKeys = {
  all: ['goods'] as const,
  hot: () => [...goodsKeys.all, 'hot'] as const,
  list: (query: GoodListQuery) => [...goodsKeys.all, 'list', query] as const,
  details: () => [...goodsKeys.all, 'detail'] as const,
  detail: (goodId: number) => [...goodsKeys.details(), goodId] as const,
  always: () => [...goodsKeys.all, 'always'] as const,
  collect: (goodId: number) => [...goodsKeys.all, 'collect', goodId] as const,
  districts: (goodId: number) => [...goodsKeys.all, 'districts', goodId] as const,
  classify: () => [...goodsKeys.all, 'classify'] as const,
  favouritesAll: () => [...goodsKeys.all, 'favourites'] as const,
  favourites: (query: PageQuery) => [...goodsKeys.favouritesAll(), query] as const,
  hotGoods: (query: PageQuery) => [...goodsKeys.all, 'hot-goods', query] as const,
};
