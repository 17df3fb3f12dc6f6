import type { PageQuery } from '@/lib/api-types';
import type { SellOffer } from '@/lib/sell-offer';

export type { SellOffer };

export type Flag = 0 | 1;

export const GOOD_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc'] as const;
export type GoodSort = (typeof GOOD_SORTS)[number];

export interface GoodListQuery extends PageQuery {
  keyword?: string;
  /** A top-level category includes the goods of all its subcategories. */
  classifyId?: number;
  sort?: GoodSort;
}

/** A good as lists show it, with the promotion it is sold under. */
export interface GoodListItem extends SellOffer {
  goodId: number;
  goodName: string;
  goodImg: string;
  /** The lowest stock price, in fen. */
  price: number;
  sales: number;
  classifyId: number;
}

export interface GoodList {
  list: GoodListItem[];
  total: number;
}

/** One specification of a good (e.g. 500ml×12瓶). */
export interface GoodStock {
  goodStockId: number;
  goodStockName: string;
  /** fen */
  price: number;
  /** Units in stock. */
  stock: number;
}

export interface GoodDetail extends GoodListItem {
  classifyName: string;
  images: string[];
  /** Server HTML: render only through SafeHtml. */
  description: string;
  stocks: GoodStock[];
  isCollect: Flag;
}

export interface Classify {
  classifyId: number;
  classifyName: string;
  children: Classify[];
}

export interface DeliveryArea {
  districtId: number;
  district: string;
}

/** Where a good can be delivered: an empty districtList means nationwide. */
export interface GoodDistricts {
  districtList: DeliveryArea[];
  specialDistrictList: DeliveryArea[];
}

export interface CollectState {
  goodId: number;
  isCollect: Flag;
}

export interface FavouriteItem {
  goodId: number;
  goodName: string;
  goodImg: string;
  /** fen, the lowest stock price */
  price: number;
  /** YYYY-MM-DD HH:mm:ss */
  collectTime: string;
  /** The member's own note on the favourite; '' when none. */
  remark: string;
}

/** PUT user/collect (designed): the note of one of the member's favourites; '' clears it. */
export interface FavouriteNoteBody {
  goodId: number;
  remark: string;
}

export interface FavouriteList {
  list: FavouriteItem[];
  total: number;
}

/** GET user/hot (designed): a good the member bought, from their paid orders. */
export interface HotGood {
  goodId: number;
  goodName: string;
  goodImg: string;
  /** The stock last bought; 加入购物车 adds it. */
  goodStockId: number;
  goodStockName: string;
  /** fen, the stock's current price */
  price: number;
  /** How many paid orders held the good. */
  buyTimes: number;
  /** YYYY-MM-DD HH:mm:ss of the latest of them. */
  lastBuyTime: string;
}

export interface HotGoodPage {
  list: HotGood[];
  total: number;
}

/** What 加入购物车 and 立即购买 act on. */
export interface StockChoice {
  goodStockId: number;
  num: number;
}
