import type { FavouriteList } from '@/features/goods/api/goods-types';
import type { PageQuery } from '@/lib/api-types';
import { findGood, isCollected, toListItem } from './goods';
import { formatTime } from './time';
import type { Database } from './types';

export function listFavourites(db: Database, userId: number, { pageNo, pageSize }: PageQuery) {
  const rows = db.favourites
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.goodId - a.goodId);
  const start = (pageNo - 1) * pageSize;
  const list = rows.slice(start, start + pageSize).map((row) => {
    const { goodId, goodName, goodImg, price } = toListItem(findGood(db, row.goodId));
    return { goodId, goodName, goodImg, price, collectTime: row.createTime };
  });
  return { list, total: rows.length } satisfies FavouriteList;
}

/** Collecting twice keeps one row. */
export function addFavourite(db: Database, userId: number, goodId: number, now: Date): void {
  findGood(db, goodId);
  if (isCollected(db, userId, goodId)) return;
  db.favourites.push({ userId, goodId, createTime: formatTime(now) });
}

export function removeFavourite(db: Database, userId: number, goodId: number): void {
  db.favourites = db.favourites.filter((row) => !(row.userId === userId && row.goodId === goodId));
}
