import { goodsEndpoints } from '@/features/goods/api/goods-endpoints';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { CatalogueLookups } from '../utils/match-lines';

/** The goods one name search reads: a name meaning more than this is to be written closer. */
const SEARCH_PAGE_SIZE = 20;
/** The goods one delivery check asks about, so that its address stays short. */
const GOODS_PER_DELIVERY_CHECK = 50;
/** The detail's answer when the good does not exist. */
const GOOD_NOT_FOUND = '20101';

/** A line's failure shows in its row, never as a toast: the calls take over every code. */
const quietly = { takeOver: 'all' } as const;

/** The catalogue's search and detail, as 批量下单 matches lines with them. */
export const catalogueLookups: CatalogueLookups = {
  goodById: (goodId) =>
    apiClient.call(goodsEndpoints.detail, { path: { goodId }, ...quietly }).catch((error) => {
      if (error instanceof ApiError && error.code === GOOD_NOT_FOUND) return null;
      throw error;
    }),
  search: async (keyword) =>
    (
      await apiClient.call(goodsEndpoints.list, {
        query: { keyword, pageNo: 1, pageSize: SEARCH_PAGE_SIZE },
        ...quietly,
      })
    ).list,
};

/** Whether each good can go to the address, the checkout's check asked in slices. */
export async function deliverableTo(
  userAddressId: number,
  goodIds: readonly number[],
  limited: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<Map<number, boolean>> {
  const slices: number[][] = [];
  for (let start = 0; start < goodIds.length; start += GOODS_PER_DELIVERY_CHECK) {
    slices.push(goodIds.slice(start, start + GOODS_PER_DELIVERY_CHECK));
  }
  const answers = await Promise.all(
    slices.map((slice) =>
      limited(() =>
        apiClient.call(checkoutEndpoints.deliveryCheck, {
          query: { goodIdList: slice.join(';'), userAddressId },
          ...quietly,
        }),
      ),
    ),
  );
  return new Map(answers.flat().map((check) => [check.goodId, check.isCanBuy === 1]));
}
