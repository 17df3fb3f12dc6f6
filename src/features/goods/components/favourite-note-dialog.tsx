import { Form, Input } from 'antd';
import { FormDialog } from '@/components/ui/form-dialog';
import { goodsCopy } from '@/copy';
import type { FavouriteItem } from '../api/goods-schemas';
import { useSaveFavouriteNote } from '../hooks/use-favourites';
import {
  favouriteNoteRules,
  NOTE_MAX,
  noteLength,
  noteValuesOf,
  toFavouriteNoteBody,
  type FavouriteNoteValues,
} from '../utils/favourite-note-form';

interface FavouriteNoteDialogProps {
  favourite: FavouriteItem;
  open: boolean;
  onClose(): void;
}

/** 收藏备注: the member's note on one favourite, starting from the saved one; empty clears it. */
export function FavouriteNoteDialog({ favourite, open, onClose }: FavouriteNoteDialogProps) {
  const save = useSaveFavouriteNote();
  return (
    <FormDialog<FavouriteNoteValues>
      open={open}
      name="favourite-note"
      title={goodsCopy.noteTitle}
      intro={<p>{favourite.goodName}</p>}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync(toFavouriteNoteBody(favourite.goodId, values))}
      submitText={goodsCopy.saveNote}
      initialValues={noteValuesOf(favourite)}
    >
      <Form.Item name="remark" label={goodsCopy.favouriteNote} rules={favouriteNoteRules.remark}>
        <Input.TextArea
          rows={3}
          count={{ show: true, max: NOTE_MAX, strategy: noteLength }}
          placeholder={goodsCopy.notePlaceholder}
        />
      </Form.Item>
    </FormDialog>
  );
}
