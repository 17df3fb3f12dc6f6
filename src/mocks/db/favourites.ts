import type { FavouriteList, FavouriteNoteBody } from '@/features/goods/api/goods-schemas';
import type { PageQuery } from '@/lib/api-types';
import { findGood, isCollected, toListItem } from './goods';
import { pageOf } from './paging';
import { formatTime } from './time';
import type { Database } from './types';
import { goodsError } from './errors/goods';

export function listFavourites(db: Database, userId: number, page: PageQuery): FavouriteList {
  const rows = db.favourites
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.goodId - a.goodId);
  const { list, total } = pageOf(rows, page);
  return {
    list: list.map((row) => {
      const { goodId, goodName, goodImg, price } = toListItem(findGood(db, row.goodId));
      return { goodId, goodName, goodImg, price, collectTime: row.createTime, remark: row.remark };
    }),
    total,
  };
}

/** Collecting twice keeps one row. */
export function addFavourite(db: Database, userId: number, goodId: number, now: Date): void {
  findGood(db, goodId);
  if (isCollected(db, userId, goodId)) return;
  db.favourites.push({ userId, goodId, createTime: formatTime(now), remark: '' });
}

/** The server's own limit on a favourite's note, in characters. */
const NOTE_MAX = 100;

/** Saves the note of one of the member's favourites, trimmed; '' clears it. */
export function updateFavouriteNote(
  db: Database,
  userId: number,
  { goodId, remark }: FavouriteNoteBody,
): void {
  const row = db.favourites.find((entry) => entry.userId === userId && entry.goodId === goodId);
  if (!row) throw goodsError('notFavourite');
  const note = remark.trim();
  if ([...note].length > NOTE_MAX) throw goodsError('favouriteNoteTooLong');
  row.remark = note;
}

export function removeFavourite(db: Database, userId: number, goodId: number): void {
  db.favourites = db.favourites.filter((row) => !(row.userId === userId && row.goodId === goodId));
}
