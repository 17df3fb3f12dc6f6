import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { goodsEndpoints } from './goods-endpoints';
import type { FavouriteNoteBody, GoodListQuery } from './goods-schemas';

export const getHotWords = () => apiClient.call(goodsEndpoints.hot);

export const getGoodsList = (query: GoodListQuery) =>
  apiClient.call(goodsEndpoints.list, { query });

export const getGoodDetail = (goodId: number) =>
  apiClient.call(goodsEndpoints.detail, { path: { goodId } });

export const getHotGoods = (query: PageQuery) => apiClient.call(goodsEndpoints.hotGoods, { query });

export const getAlwaysBought = (pageSize: number) =>
  apiClient.call(goodsEndpoints.always, { query: { pageSize } });

export const getCollectState = (goodId: number) =>
  apiClient.call(goodsEndpoints.collectState, { query: { goodId } });

export const getGoodDistricts = (goodId: number) =>
  apiClient.call(goodsEndpoints.districts, { path: { goodId } });

export const getClassifyTree = () => apiClient.call(goodsEndpoints.classify);

export const getFavourites = (query: PageQuery) =>
  apiClient.call(goodsEndpoints.favourites, { query });

export const addFavourite = (goodId: number) =>
  apiClient.call(goodsEndpoints.addFavourite, { body: { goodId } });

export const updateFavouriteNote = (body: FavouriteNoteBody) =>
  apiClient.call(goodsEndpoints.favouriteNote, { body });

export const removeFavourite = (goodId: number) =>
  apiClient.call(goodsEndpoints.removeFavourite, { path: { goodId } });
