import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goodsCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import type { PageQuery } from '@/lib/api-types';
import type { Flag } from '@/lib/schema';
import {
  addFavourite,
  getCollectState,
  getFavourites,
  removeFavourite,
  updateFavouriteNote,
} from '../api/goods-api';
import { goodsKeys } from '../api/goods-keys';
import type { CollectState } from '../api/goods-schemas';

export function useFavourites(query: PageQuery) {
  return useQuery({
    queryKey: goodsKeys.favourites(query),
    queryFn: () => getFavourites(query),
    placeholderData: keepPreviousData,
  });
}

/** Whether the member collected the good; starts from the detail's isCollect. */
export function useCollectState(goodId: number, initial: Flag) {
  return useQuery({
    queryKey: goodsKeys.collect(goodId),
    queryFn: () => getCollectState(goodId),
    initialData: { goodId, isCollect: initial },
  });
}

export interface FavouriteChange {
  goodId: number;
  /** true adds the good to the favourites, false removes it. */
  collect: boolean;
}

/** 收藏 / 取消收藏, from the good's page or the favourites list; the lists and the good refresh. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: FavouriteChange) => {
      await (change.collect ? addFavourite(change.goodId) : removeFavourite(change.goodId));
      return change;
    },
    onSuccess: ({ goodId, collect }) => {
      queryClient.setQueryData<CollectState>(goodsKeys.collect(goodId), {
        goodId,
        isCollect: collect ? 1 : 0,
      });
      getFeedback().toastSuccess(collect ? goodsCopy.favourited : goodsCopy.unfavourited);
    },
    meta: { invalidates: [goodsKeys.favouritesAll(), goodsKeys.details()] },
  });
}

/** Saves a favourite's note (PUT user/collect); the favourites list refreshes. */
export function useSaveFavouriteNote() {
  return useMutation({
    mutationFn: updateFavouriteNote,
    meta: { invalidates: [goodsKeys.favouritesAll()] },
  });
}
