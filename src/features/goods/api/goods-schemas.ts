import { fen, flag, int, list, num, paged, text, v, type Schema } from '@/lib/schema';
import { sellOfferEntries } from '@/lib/sell-offer';
import type {
  Classify,
  CollectState,
  DeliveryArea,
  FavouriteItem,
  FavouriteList,
  GoodDetail,
  GoodDistricts,
  GoodList,
  GoodListItem,
  GoodStock,
  HotGoodPage,
} from './goods-types';

export const hotWordsSchema: Schema<string[]> = list(v.string());

const goodListItemEntries = {
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  price: fen(),
  sales: num(0),
  classifyId: num(0),
  ...sellOfferEntries,
};

export const goodListItemSchema: Schema<GoodListItem> = v.object(goodListItemEntries);

export const goodListSchema: Schema<GoodList> = v.object({
  list: list(goodListItemSchema),
  total: num(0),
});

export const alwaysBoughtSchema: Schema<GoodListItem[]> = list(goodListItemSchema);

const goodStockSchema: Schema<GoodStock> = v.object({
  goodStockId: int(),
  goodStockName: text(),
  price: fen(),
  stock: num(0),
});

/** A stock with a bad price is dropped from the list, but the good's own price must be fen. */
export const goodDetailSchema: Schema<GoodDetail> = v.object({
  ...goodListItemEntries,
  classifyName: text(),
  images: list(v.string()),
  description: text(),
  stocks: list(goodStockSchema),
  isCollect: flag(),
});

/** null: the server has no such good (not found); anything else that is not a good fails. */
export const goodDetailAnswerSchema: Schema<GoodDetail | null> = v.nullable(goodDetailSchema);

export const collectStateSchema: Schema<CollectState> = v.object({
  goodId: int(),
  isCollect: flag(),
});

const deliveryAreaSchema: Schema<DeliveryArea> = v.object({
  districtId: int(),
  district: text(),
});

export const goodDistrictsSchema: Schema<GoodDistricts> = v.object({
  districtList: list(deliveryAreaSchema),
  specialDistrictList: list(deliveryAreaSchema),
});

export const classifySchema: Schema<Classify> = v.object({
  classifyId: int(),
  classifyName: text(),
  children: list(v.lazy(() => classifySchema)),
});

export const classifyTreeSchema: Schema<Classify[]> = list(classifySchema);

const favouriteItemSchema: Schema<FavouriteItem> = v.object({
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  price: fen(),
  collectTime: text(),
  remark: text(),
});

export const favouriteListSchema: Schema<FavouriteList> = v.object({
  list: list(favouriteItemSchema),
  total: num(0),
});

/** A row without its stock or with a price that is not fen cannot be added: it is left out. */
export const hotGoodPageSchema: Schema<HotGoodPage> = paged(
  v.object({
    goodId: int(),
    goodName: text(),
    goodImg: text(),
    goodStockId: int(),
    goodStockName: text(),
    price: fen(),
    buyTimes: num(0),
    lastBuyTime: text(),
  }),
);
