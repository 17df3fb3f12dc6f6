import { GOOD_SORTS } from '@/lib/enums/good-sort';
import {
  fen,
  flag,
  int,
  list,
  num,
  optional,
  paged,
  pageQuery,
  text,
  v,
  type Input,
  type Output,
} from '@/lib/schema';
import { sellOfferEntries } from '@/lib/sell-offer';

export const hotWordsSchema = list(v.string());

const goodListItemEntries = {
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  /** The lowest stock price, in fen. */
  price: fen(),
  sales: num(0),
  classifyId: num(0),
  ...sellOfferEntries,
};

/** A good as lists show it, with the promotion it is sold under. */
export const goodListItemSchema = v.object(goodListItemEntries);
export type GoodListItem = Output<typeof goodListItemSchema>;

export const goodListSchema = v.object({
  list: list(goodListItemSchema),
  total: num(0),
});
export type GoodList = Output<typeof goodListSchema>;

export const goodListQuerySchema = v.object({
  ...pageQuery,
  keyword: optional(v.string()),
  /** A top-level category includes the goods of all its subcategories. */
  classifyId: optional(v.number()),
  sort: optional(v.picklist(GOOD_SORTS)),
});
export type GoodListQuery = Input<typeof goodListQuerySchema>;

export const alwaysBoughtSchema = list(goodListItemSchema);

export const alwaysBoughtQuerySchema = v.object({ pageSize: v.number() });

/** One specification of a good (e.g. 500ml×12瓶). */
export const goodStockSchema = v.object({
  goodStockId: int(),
  goodStockName: text(),
  /** fen */
  price: fen(),
  /** Units in stock. */
  stock: num(0),
});
export type GoodStock = Output<typeof goodStockSchema>;

/** A stock with a bad price is dropped from the list, but the good's own price must be fen. */
export const goodDetailSchema = v.object({
  ...goodListItemEntries,
  classifyName: text(),
  images: list(v.string()),
  /** Server HTML: render only through SafeHtml. */
  description: text(),
  stocks: list(goodStockSchema),
  isCollect: flag(),
});
export type GoodDetail = Output<typeof goodDetailSchema>;

/** null: the server has no such good (not found); anything else that is not a good fails. */
export const goodDetailAnswerSchema = v.nullable(goodDetailSchema);

export const collectStateSchema = v.object({
  goodId: int(),
  isCollect: flag(),
});
export type CollectState = Output<typeof collectStateSchema>;

export const collectStateQuerySchema = v.object({ goodId: v.number() });

export const deliveryAreaSchema = v.object({
  districtId: int(),
  district: text(),
});
export type DeliveryArea = Output<typeof deliveryAreaSchema>;

/** Where a good can be delivered: an empty districtList means nationwide. */
export const goodDistrictsSchema = v.object({
  districtList: list(deliveryAreaSchema),
  specialDistrictList: list(deliveryAreaSchema),
});
export type GoodDistricts = Output<typeof goodDistrictsSchema>;

interface ClassifyNode {
  classifyId: number;
  classifyName: string;
  children: ClassifyNode[];
}

/** A category with its subcategories (a recursive shape valibot cannot infer). */
export const classifySchema: v.GenericSchema<unknown, ClassifyNode> = v.object({
  classifyId: int(),
  classifyName: text(),
  children: list(v.lazy(() => classifySchema)),
});
export type Classify = Output<typeof classifySchema>;

export const classifyTreeSchema = list(classifySchema);

export const favouriteItemSchema = v.object({
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  /** fen, the lowest stock price */
  price: fen(),
  /** YYYY-MM-DD HH:mm:ss */
  collectTime: text(),
  /** The member's own note on the favourite; '' when none. */
  remark: text(),
});
export type FavouriteItem = Output<typeof favouriteItemSchema>;

export const favouriteListSchema = v.object({
  list: list(favouriteItemSchema),
  total: num(0),
});
export type FavouriteList = Output<typeof favouriteListSchema>;

export const favouritesQuerySchema = v.object({ ...pageQuery });

export const addFavouriteBodySchema = v.object({ goodId: v.number() });

/** The note of one of the member's favourites; '' clears it. */
export const favouriteNoteBodySchema = v.object({
  goodId: v.number(),
  remark: v.string(),
});
export type FavouriteNoteBody = Input<typeof favouriteNoteBodySchema>;

/** A good the member bought, from their paid orders. */
export const hotGoodSchema = v.object({
  goodId: int(),
  goodName: text(),
  goodImg: text(),
  /** The stock last bought; 加入购物车 adds it. */
  goodStockId: int(),
  goodStockName: text(),
  /** fen, the stock's current price */
  price: fen(),
  /** How many paid orders held the good. */
  buyTimes: num(0),
  /** YYYY-MM-DD HH:mm:ss of the latest of them. */
  lastBuyTime: text(),
});
export type HotGood = Output<typeof hotGoodSchema>;

/** A row without its stock or with a price that is not fen cannot be added: it is left out. */
export const hotGoodPageSchema = paged(hotGoodSchema);
export type HotGoodPage = Output<typeof hotGoodPageSchema>;

export const hotGoodsQuerySchema = v.object({ ...pageQuery });
