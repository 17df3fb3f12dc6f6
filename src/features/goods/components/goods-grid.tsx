import { Empty, Spin } from 'antd';
import { commonCopy } from '@/copy';
import type { GoodListItem } from '../api/goods-types';
import { GoodCard } from './good-card';

export interface GoodsGridProps {
  goods: GoodListItem[] | undefined;
  loading: boolean;
}

export function GoodsGrid({ goods, loading }: GoodsGridProps) {
  const empty = !loading && (goods?.length ?? 0) === 0;
  return (
    <Spin spinning={loading}>
      {empty ? (
        <Empty description={commonCopy.noData} />
      ) : (
        <ul className="goods-grid">
          {goods?.map((good) => (
            <li key={good.goodId}>
              <GoodCard good={good} />
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
