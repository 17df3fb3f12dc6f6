import { apiClient } from '@/lib/api-client';
import { fillPath, type PageQuery } from '@/lib/api-types';
import type {
  Classify,
  CollectState,
  FavouriteList,
  GoodDetail,
  GoodDistricts,
  GoodList,
  GoodListItem,
  GoodListQuery,
} from './goods-types';

export const GOODS_PATHS = {
  hot: 'v1/front/hot',
  list: 'v1/front/good',
  detail: 'v1/front/good/:goodId',
  always: 'v1/front/good/always',
  collectState: 'v1/front/good/collect',
  districts: 'v1/front/good/district/:goodId',
  classify: 'v1/front/classify/good/classify',
  favourites: 'v1/front/user/collect',
  favourite: 'v1/front/user/collect/:goodId',
} as const;

export const getHotWords = () => apiClient.get<string[]>(GOODS_PATHS.hot);

export const getGoodsList = (query: GoodListQuery) =>
  apiClient.get<GoodList>(GOODS_PATHS.list, { params: query });

export const getGoodDetail = (goodId: number) =>
  apiClient.get<GoodDetail>(fillPath(GOODS_PATHS.detail, { goodId }));

/** The member's frequently bought goods. */
export const getAlwaysBought = (pageSize: number) =>
  apiClient.get<GoodListItem[]>(GOODS_PATHS.always, { params: { pageSize } });

export const getCollectState = (goodId: number) =>
  apiClient.get<CollectState>(GOODS_PATHS.collectState, { params: { goodId } });

export const getGoodDistricts = (goodId: number) =>
  apiClient.get<GoodDistricts>(fillPath(GOODS_PATHS.districts, { goodId }));

export const getClassifyTree = () => apiClient.get<Classify[]>(GOODS_PATHS.classify);

export const getFavourites = (query: PageQuery) =>
  apiClient.get<FavouriteList>(GOODS_PATHS.favourites, { params: query });

export const addFavourite = (goodId: number) =>
  apiClient.post<null>(GOODS_PATHS.favourites, { goodId });

export const removeFavourite = (goodId: number) =>
  apiClient.delete<null>(fillPath(GOODS_PATHS.favourite, { goodId }));
