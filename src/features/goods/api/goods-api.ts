import { apiClient } from '@/lib/api-client';
import { noAnswer } from '@/lib/schema';
import { fillPath, type PageQuery } from '@/lib/api-types';
import type { FavouriteNoteBody, GoodListQuery } from './goods-types';
import {
  alwaysBoughtSchema,
  classifyTreeSchema,
  collectStateSchema,
  favouriteListSchema,
  goodDetailAnswerSchema,
  goodDistrictsSchema,
  goodListSchema,
  hotGoodPageSchema,
  hotWordsSchema,
} from './goods-schemas';

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
  hotGoods: 'v1/front/user/hot',
} as const;

export const getHotWords = () => apiClient.get(GOODS_PATHS.hot, hotWordsSchema);

export const getGoodsList = (query: GoodListQuery) =>
  apiClient.get(GOODS_PATHS.list, goodListSchema, { params: query });

export const getGoodDetail = (goodId: number) =>
  apiClient.get(fillPath(GOODS_PATHS.detail, { goodId }), goodDetailAnswerSchema);

/** my_hot: the goods of the member's paid orders, the most often bought first. */
export const getHotGoods = (query: PageQuery) =>
  apiClient.get(GOODS_PATHS.hotGoods, hotGoodPageSchema, { params: query });

/** The member's frequently bought goods. */
export const getAlwaysBought = (pageSize: number) =>
  apiClient.get(GOODS_PATHS.always, alwaysBoughtSchema, { params: { pageSize } });

export const getCollectState = (goodId: number) =>
  apiClient.get(GOODS_PATHS.collectState, collectStateSchema, { params: { goodId } });

export const getGoodDistricts = (goodId: number) =>
  apiClient.get(fillPath(GOODS_PATHS.districts, { goodId }), goodDistrictsSchema);

export const getClassifyTree = () => apiClient.get(GOODS_PATHS.classify, classifyTreeSchema);

export const getFavourites = (query: PageQuery) =>
  apiClient.get(GOODS_PATHS.favourites, favouriteListSchema, { params: query });

export const addFavourite = (goodId: number) =>
  apiClient.post(GOODS_PATHS.favourites, { goodId }, noAnswer);

/** PUT user/collect (designed): saves a favourite's note. */
export const updateFavouriteNote = (body: FavouriteNoteBody) =>
  apiClient.put(GOODS_PATHS.favourites, body, noAnswer);

export const removeFavourite = (goodId: number) =>
  apiClient.delete(fillPath(GOODS_PATHS.favourite, { goodId }), noAnswer);
