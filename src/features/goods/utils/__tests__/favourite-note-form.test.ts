import { describe, expect, it } from 'vitest';
import { goodsCopy } from '@/copy';
import { favouriteNoteRules, NOTE_MAX, toFavouriteNoteBody } from '../favourite-note-form';

type Check = (rule: unknown, value: string) => Promise<void>;
const [lengthRule] = favouriteNoteRules.remark;
const check = (value: string) => (lengthRule as { validator: Check }).validator({}, value);

describe('favourite note form', () => {
  it('allows up to 100 characters as the member counts them, an emoji being one', async () => {
    await expect(check('纸'.repeat(NOTE_MAX))).resolves.toBeUndefined();
    await expect(check('😀'.repeat(NOTE_MAX))).resolves.toBeUndefined();
    await expect(check(`  ${'纸'.repeat(NOTE_MAX)}  `)).resolves.toBeUndefined();
    await expect(check('纸'.repeat(NOTE_MAX + 1))).rejects.toThrow(goodsCopy.noteTooLong);
  });

  it('sends the note trimmed; an empty note clears it', () => {
    expect(toFavouriteNoteBody(3, { remark: '  会议室用纸 ' })).toEqual({
      goodId: 3,
      remark: '会议室用纸',
    });
    expect(toFavouriteNoteBody(3, { remark: '   ' })).toEqual({ goodId: 3, remark: '' });
  });
});
