import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { goodsCopy } from '@/copy';
import type { Flag } from '@/lib/schema';
import { useCollectState, useSetFavourite } from '../hooks/use-favourites';

/** 收藏 / 取消收藏 on the good's page. */
export function FavouriteButton({ goodId, isCollect }: { goodId: number; isCollect: Flag }) {
  const { data } = useCollectState(goodId, isCollect);
  const setFavourite = useSetFavourite();
  const collected = data.isCollect === 1;

  return (
    <Button
      icon={collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      aria-pressed={collected}
      loading={setFavourite.isPending}
      onClick={() => {
        if (!setFavourite.isPending) setFavourite.mutate({ goodId, collect: !collected });
      }}
    >
      {collected ? goodsCopy.unfavourite : goodsCopy.favourite}
    </Button>
  );
}
