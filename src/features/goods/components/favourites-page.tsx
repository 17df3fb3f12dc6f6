import { Button } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { goodsCopy } from '@/copy';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { Pager } from '@/components/ui/pager';
import { PAGE_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useFavourites, useSetFavourite } from '../hooks/use-favourites';
import { GoodThumbRow } from './good-thumb-row';
import './goods.css';
import { PageCard } from '@/components/ui/page-card';

/** member my_collect: the member's favourites, newest first, each removable. */
export function FavouritesPage() {
  const { filters, update } = useUrlFilters(PAGE_KEYS);
  const query = useFavourites({ pageNo: filters.page, pageSize: DEFAULT_PAGE_SIZE });
  const setFavourite = useSetFavourite();
  const removing = setFavourite.isPending ? setFavourite.variables.goodId : undefined;

  return (
    <PageCard title={goodsCopy.favouritesTitle}>
      <QueryState query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <ul className="good-rows">
              {data.list.map((item) => (
                <li key={item.goodId}>
                  <GoodThumbRow {...item} note={`${goodsCopy.collectTime}：${item.collectTime}`} />
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
                </li>
              ))}
            </ul>
            <Pager
              current={filters.page}
              total={data.total}
              onChange={(page) => update({ page })}
            />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
