import type { GoodStock } from '@/features/goods/api/goods-schemas';
import type { DistrictName } from '@/lib/district-schema';
import type { SellOffer } from '@/lib/sell-offer';

export interface GoodRow {
  goodId: number;
  goodName: string;
  /** A subcategory id. */
  classifyId: number;
  images: string[];
  description: string;
  sales: number;
  stocks: GoodStock[];
  /** Provinces the good is delivered to; empty means nationwide. */
  districtList: DistrictName[];
  specialDistrictList: DistrictName[];
  /** The promotion it is sold under (shown only: prices are charged as they stand). */
  offer: SellOffer;
}

export interface ClassifyRow {
  classifyId: number;
  classifyName: string;
  /** 0 for a top-level category. */
  parentId: number;
}

export interface FavouriteRow {
  userId: number;
  goodId: number;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
  /** The member's note; '' when none. */
  remark: string;
}
