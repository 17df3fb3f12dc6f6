import { Button, Flex } from 'antd';
import { useState } from 'react';
import { goodsCopy } from '@/copy';
import { PagedList } from '@/components/ui/paged-list';
import { pageQueryOf } from '@/lib/list-query';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { FavouriteItem } from '../api/goods-schemas';
import { useFavourites, useSetFavourite } from '../hooks/use-favourites';
import { FavouriteNoteDialog } from './favourite-note-dialog';
import { GoodThumbRow } from './good-thumb-row';
import './goods.css';
import { PageCard } from '@/components/ui/page-card';

/** When the good was collected and, when the member wrote one, their note. */
function FavouriteNote({ favourite }: { favourite: FavouriteItem }) {
  return (
    <>
      <div>{`${goodsCopy.collectTime}：${favourite.collectTime}`}</div>
      {favourite.remark && <div>{`${goodsCopy.favouriteNote}：${favourite.remark}`}</div>}
    </>
  );
}

/** member my_collect: the member's favourites, newest first, each with a note and removable. */
export function FavouritesPage() {
  const { filters, pager } = useUrlFilters(PAGE_KEYS);
  const query = useFavourites(pageQueryOf(filters.page));
  const setFavourite = useSetFavourite();
  const removing = setFavourite.isPending ? setFavourite.variables.goodId : undefined;
  // the favourite stays while its dialog closes, so the dialog keeps its text as it fades
  const [noteOf, setNoteOf] = useState<{ open: boolean; favourite?: FavouriteItem }>({
    open: false,
  });

  return (
    <PageCard title={goodsCopy.favouritesTitle}>
      <PagedList query={query} {...pager('page')}>
        {(favourites) => (
          <ul className="good-rows">
            {favourites.map((item) => (
              <li key={item.goodId}>
                <GoodThumbRow {...item} note={<FavouriteNote favourite={item} />} />
                <Flex gap="small" wrap>
                  <Button
                    aria-label={goodsCopy.editNoteOf(item.goodName)}
                    onClick={() => setNoteOf({ open: true, favourite: item })}
                  >
                    {goodsCopy.editNote}
                  </Button>
                  <Button
                    loading={removing === item.goodId}
                    aria-label={`${goodsCopy.removeFavourite} ${item.goodName}`}
                    onClick={() => {
                      if (!setFavourite.isPending) {
                        setFavourite.mutate({ goodId: item.goodId, collect: false });
                      }
                    }}
                  >
                    {goodsCopy.removeFavourite}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {noteOf.favourite && (
        <FavouriteNoteDialog
          favourite={noteOf.favourite}
          open={noteOf.open}
          onClose={() => setNoteOf((current) => ({ ...current, open: false }))}
        />
      )}
    </PageCard>
  );
}
