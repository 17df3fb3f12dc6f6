import type { Input, Output } from '@/lib/schema';
import type { SellOffer } from '@/lib/sell-offer';
import type {
  classifySchema,
  collectStateSchema,
  deliveryAreaSchema,
  favouriteItemSchema,
  favouriteListSchema,
  favouriteNoteBodySchema,
  goodDetailSchema,
  goodDistrictsSchema,
  goodListItemSchema,
  goodListQuerySchema,
  goodListSchema,
  goodStockSchema,
  hotGoodPageSchema,
  hotGoodSchema,
} from './goods-schemas';

export type { SellOffer };
export { GOOD_SORTS } from './goods-schemas';

export type Flag = 0 | 1;

export type GoodSort = NonNullable<GoodListQuery['sort']>;

export type GoodListQuery = Input<typeof goodListQuerySchema>;
export type GoodListItem = Output<typeof goodListItemSchema>;
export type GoodList = Output<typeof goodListSchema>;
export type GoodStock = Output<typeof goodStockSchema>;
export type GoodDetail = Output<typeof goodDetailSchema>;
export type Classify = Output<typeof classifySchema>;
export type DeliveryArea = Output<typeof deliveryAreaSchema>;
export type GoodDistricts = Output<typeof goodDistrictsSchema>;
export type CollectState = Output<typeof collectStateSchema>;
export type FavouriteItem = Output<typeof favouriteItemSchema>;
export type FavouriteNoteBody = Input<typeof favouriteNoteBodySchema>;
export type FavouriteList = Output<typeof favouriteListSchema>;
export type HotGood = Output<typeof hotGoodSchema>;
export type HotGoodPage = Output<typeof hotGoodPageSchema>;

/** What 加入购物车 and 立即购买 act on. */
export interface StockChoice {
  goodStockId: number;
  num: number;
}
