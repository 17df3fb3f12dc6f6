import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { goodsCopy } from '@/copy';
import { getFeedback } from '@/lib/feedback';
import type { PageQuery } from '@/lib/api-types';
import type { Flag } from '@/lib/schema';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { goodsEndpoints } from '../api/goods-endpoints';
import type { FavouriteNoteBody } from '../api/goods-schemas';

export function useFavourites(query: PageQuery) {
  return useQuery({
    ...endpointQuery(goodsEndpoints.favourites, { query }),
    placeholderData: keepPreviousData,
  });
}

const collectStateQuery = (goodId: number) =>
  endpointQuery(goodsEndpoints.collectState, { query: { goodId } });

/** Whether the member collected the good; starts from the detail's isCollect. */
export function useCollectState(goodId: number, initial: Flag) {
  return useQuery({ ...collectStateQuery(goodId), initialData: { goodId, isCollect: initial } });
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
      const { goodId } = change;
      await (change.collect
        ? apiClient.call(goodsEndpoints.addFavourite, { body: { goodId } })
        : apiClient.call(goodsEndpoints.removeFavourite, { path: { goodId } }));
      return change;
    },
    onSuccess: ({ goodId, collect }) => {
      queryClient.setQueryData(collectStateQuery(goodId).queryKey, {
        goodId,
        isCollect: collect ? 1 : 0,
      });
      getFeedback().toastSuccess(collect ? goodsCopy.favourited : goodsCopy.unfavourited);
    },
    meta: changesOf(goodsEndpoints.favourites, goodsEndpoints.detail),
  });
}

/** Saves a favourite's note (PUT user/collect); the favourites list refreshes. */
export function useSaveFavouriteNote() {
  return useMutation({
    mutationFn: (body: FavouriteNoteBody) => apiClient.call(goodsEndpoints.favouriteNote, { body }),
    meta: changesOf(goodsEndpoints.favourites),
  });
}
