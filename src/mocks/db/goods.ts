import type {
  Classify,
  GoodDetail,
  GoodDistricts,
  GoodList,
  GoodListItem,
  GoodListQuery,
  GoodStock,
} from '@/features/goods/api/goods-schemas';
import type { OrderGood } from '@/features/orders/api/orders-schemas';
import type { GoodSort } from '@/lib/enums/good-sort';
import type { ClassifyRow, GoodRow } from './goods-rows';
import { pageOf } from './paging';
import { ownOrders } from './orders';
import type { Database } from './types';
import { goodsError } from './errors/goods';

export function findGood(db: Database, goodId: number): GoodRow {
  const good = db.goods.find((row) => row.goodId === goodId);
  if (!good) throw goodsError('goodNotFound');
  return good;
}

export interface GoodAndStock {
  good: GoodRow;
  stock: GoodStock;
}

/** The stock among some goods (the seed looks goods up before the database exists). */
export function findStockIn(goods: readonly GoodRow[], goodStockId: number): GoodAndStock {
  for (const good of goods) {
    const stock = good.stocks.find((row) => row.goodStockId === goodStockId);
    if (stock) return { good, stock };
  }
  throw goodsError('stockNotFound');
}

export const findStock = (db: Database, goodStockId: number): GoodAndStock =>
  findStockIn(db.goods, goodStockId);

/** A stock of a good and how many, as a line of the cart or of an order shows it. */
export const stockLine = (good: GoodRow, stock: GoodStock, num: number): OrderGood => ({
  goodId: good.goodId,
  goodName: good.goodName,
  goodImg: good.images[0] ?? '',
  goodStockId: stock.goodStockId,
  goodStockName: stock.goodStockName,
  price: stock.price,
  num,
});

const lowestPrice = (good: GoodRow) => Math.min(...good.stocks.map((stock) => stock.price));

export const toListItem = (good: GoodRow): GoodListItem => ({
  goodId: good.goodId,
  goodName: good.goodName,
  goodImg: good.images[0] ?? '',
  price: lowestPrice(good),
  sales: good.sales,
  classifyId: good.classifyId,
  ...good.offer,
});

/** The category itself and, for a top-level one, its subcategories. */
function classifyScope(db: Database, classifyId: number): Set<number> {
  const children = db.classifies.filter((row) => row.parentId === classifyId);
  return new Set([classifyId, ...children.map((row) => row.classifyId)]);
}

const COMPARATORS: Record<GoodSort, (a: GoodListItem, b: GoodListItem) => number> = {
  default: (a, b) => a.goodId - b.goodId,
  sales: (a, b) => b.sales - a.sales || a.goodId - b.goodId,
  priceAsc: (a, b) => a.price - b.price || a.goodId - b.goodId,
  priceDesc: (a, b) => b.price - a.price || a.goodId - b.goodId,
};

export function listGoods(
  db: Database,
  { keyword, classifyId, sort = 'default', ...page }: GoodListQuery,
): GoodList {
  const needle = keyword?.trim().toLowerCase() ?? '';
  const scope = classifyId === undefined ? null : classifyScope(db, classifyId);
  const found = db.goods
    .filter((good) => !needle || good.goodName.toLowerCase().includes(needle))
    .filter((good) => !scope || scope.has(good.classifyId))
    .map(toListItem)
    .sort(COMPARATORS[sort]);
  return pageOf(found, page);
}

export const isCollected = (db: Database, userId: number, goodId: number): boolean =>
  db.favourites.some((row) => row.userId === userId && row.goodId === goodId);

export function goodDetail(db: Database, userId: number, goodId: number): GoodDetail {
  const good = findGood(db, goodId);
  const classify = db.classifies.find((row) => row.classifyId === good.classifyId);
  return {
    ...toListItem(good),
    classifyName: classify?.classifyName ?? '',
    images: good.images,
    description: good.description,
    stocks: good.stocks,
    isCollect: isCollected(db, userId, goodId) ? 1 : 0,
  };
}

export function goodDistricts(db: Database, goodId: number): GoodDistricts {
  const { districtList, specialDistrictList } = findGood(db, goodId);
  return { districtList, specialDistrictList };
}

function classifyNode(rows: ClassifyRow[], row: ClassifyRow): Classify {
  return {
    classifyId: row.classifyId,
    classifyName: row.classifyName,
    children: rows
      .filter((child) => child.parentId === row.classifyId)
      .map((child) => classifyNode(rows, child)),
  };
}

export const classifyTree = (db: Database): Classify[] =>
  db.classifies.filter((row) => row.parentId === 0).map((row) => classifyNode(db.classifies, row));

/**
 * The member's frequently bought goods: what sits in their cart first, then what they ordered
 * (newest orders first), then the best sellers, up to `limit`.
 */
export function alwaysBought(db: Database, userId: number, limit: number): GoodListItem[] {
  const fromCart = db.carts.filter((row) => row.userId === userId).map((row) => row.goodId);
  const fromOrders = ownOrders(db, userId).flatMap((order) =>
    order.goods.map((good) => good.goodId),
  );
  const bestSellers = [...db.goods].sort((a, b) => b.sales - a.sales).map((good) => good.goodId);
  const ids = [...new Set([...fromCart, ...fromOrders, ...bestSellers])].slice(0, limit);
  return ids.map((goodId) => toListItem(findGood(db, goodId)));
}
