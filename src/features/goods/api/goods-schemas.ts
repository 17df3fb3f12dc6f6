import * as v from 'valibot';
import * as s from '@/lib/schema';
import { GOOD_SORTS } from '@/lib/enums/good-sort';
import { goodEntries } from '@/lib/good-schema';
import { districtNameSchema } from '@/lib/district-schema';
import { sellOfferEntries } from '@/lib/sell-offer';

export const hotWordsSchema = s.list(v.string());

const goodListItemEntries = {
  ...goodEntries,
  /** The lowest stock price, in fen. */
  price: s.fen(),
  sales: s.num(0),
  classifyId: s.num(0),
  ...sellOfferEntries,
};

/** A good as lists show it, with the promotion it is sold under. */
export const goodListItemSchema = v.object(goodListItemEntries);
export type GoodListItem = s.Output<typeof goodListItemSchema>;

export const goodListSchema = v.object({
  list: s.list(goodListItemSchema),
  total: s.num(0),
});
export type GoodList = s.Output<typeof goodListSchema>;

export const goodListQuerySchema = v.object({
  ...s.searchQuery,
  /** A top-level category includes the goods of all its subcategories. */
  classifyId: v.optional(v.number()),
  sort: v.optional(v.picklist(GOOD_SORTS)),
});
export type GoodListQuery = s.Input<typeof goodListQuerySchema>;

export const alwaysBoughtSchema = s.list(goodListItemSchema);

export const alwaysBoughtQuerySchema = v.object({ pageSize: v.number() });

/** One specification of a good (e.g. 500ml×12瓶). */
export const goodStockSchema = v.object({
  goodStockId: s.int(),
  goodStockName: s.text(),
  /** fen */
  price: s.fen(),
  /** Units in stock. */
  stock: s.num(0),
});
export type GoodStock = s.Output<typeof goodStockSchema>;

/** A stock with a bad price is dropped from the list, but the good's own price must be fen. */
export const goodDetailSchema = v.object({
  ...goodListItemEntries,
  classifyName: s.text(),
  images: s.list(v.string()),
  /** Server HTML: render only through SafeHtml. */
  description: s.text(),
  stocks: s.list(goodStockSchema),
  isCollect: s.flag(),
});
export type GoodDetail = s.Output<typeof goodDetailSchema>;

/** null: the server has no such good (not found); anything else that is not a good fails. */
export const goodDetailAnswerSchema = v.nullable(goodDetailSchema);

export const collectStateSchema = v.object({
  goodId: s.int(),
  isCollect: s.flag(),
});
export type CollectState = s.Output<typeof collectStateSchema>;

export const collectStateQuerySchema = v.object({ goodId: v.number() });

/** Where a good can be delivered: an empty districtList means nationwide. */
export const goodDistrictsSchema = v.object({
  districtList: s.list(districtNameSchema),
  specialDistrictList: s.list(districtNameSchema),
});
export type GoodDistricts = s.Output<typeof goodDistrictsSchema>;

interface ClassifyNode {
  classifyId: number;
  classifyName: string;
  children: ClassifyNode[];
}

/** A category with its subcategories (a recursive shape valibot cannot infer). */
export const classifySchema: v.GenericSchema<unknown, ClassifyNode> = v.object({
  classifyId: s.int(),
  classifyName: s.text(),
  children: s.list(v.lazy(() => classifySchema)),
});
export type Classify = s.Output<typeof classifySchema>;

export const classifyTreeSchema = s.list(classifySchema);

export const favouriteItemSchema = v.object({
  ...goodEntries,
  /** fen, the lowest stock price */
  price: s.fen(),
  /** YYYY-MM-DD HH:mm:ss */
  collectTime: s.text(),
  /** The member's own note on the favourite; '' when none. */
  remark: s.text(),
});
export type FavouriteItem = s.Output<typeof favouriteItemSchema>;

export const favouriteListSchema = v.object({
  list: s.list(favouriteItemSchema),
  total: s.num(0),
});
export type FavouriteList = s.Output<typeof favouriteListSchema>;

export const favouritesQuerySchema = v.object({ ...s.pageQuery });

export const addFavouriteBodySchema = v.object({ goodId: v.number() });

/** The note of one of the member's favourites; '' clears it. */
export const favouriteNoteBodySchema = v.object({
  goodId: v.number(),
  remark: v.string(),
});
export type FavouriteNoteBody = s.Input<typeof favouriteNoteBodySchema>;

/** A good the member bought, from their paid orders. */
export const hotGoodSchema = v.object({
  ...goodEntries,
  /** The stock last bought; 加入购物车 adds it. */
  goodStockId: s.int(),
  goodStockName: s.text(),
  /** fen, the stock's current price */
  price: s.fen(),
  /** How many paid orders held the good. */
  buyTimes: s.num(0),
  /** YYYY-MM-DD HH:mm:ss of the latest of them. */
  lastBuyTime: s.text(),
});
export type HotGood = s.Output<typeof hotGoodSchema>;

/** A row without its stock or with a price that is not fen cannot be added: it is left out. */
export const hotGoodPageSchema = s.paged(hotGoodSchema);

export const hotGoodsQuerySchema = v.object({ ...s.pageQuery });
