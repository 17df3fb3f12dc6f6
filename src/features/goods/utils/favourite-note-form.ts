import type { Rule } from 'antd/es/form';
import { goodsCopy } from '@/copy';
import { textCheck } from '@/lib/form-rules';
import type { FavouriteItem, FavouriteNoteBody } from '../api/goods-schemas';

/** A favourite's note is kept short: the server refuses more. */
export const NOTE_MAX = 100;

export interface FavouriteNoteValues {
  remark: string;
}

/** Characters as the member counts them (an emoji is one). */
const lengthOf = (text: string) => [...text.trim()].length;

export const favouriteNoteRules = {
  remark: [textCheck((remark) => lengthOf(remark) <= NOTE_MAX, goodsCopy.noteTooLong)],
} satisfies Record<string, Rule[]>;

export const noteValuesOf = (favourite: FavouriteItem): FavouriteNoteValues => ({
  remark: favourite.remark,
});

/** The note as it is sent, trimmed; an empty one clears it. */
export const toFavouriteNoteBody = (
  goodId: number,
  { remark }: FavouriteNoteValues,
): FavouriteNoteBody => ({ goodId, remark: (remark ?? '').trim() });

/** The favourite's note, counted as the rule counts it (for the field's counter). */
export const noteLength = lengthOf;
