import { Spin } from 'antd';
import { PartBoundary } from '@/components/errors/part-boundary';
import type { GoodListItem } from '../api/goods-schemas';
import { GoodCard } from './good-card';

export interface GoodsGridProps {
  goods: GoodListItem[];
  /** A new page or filter is loading while the previous goods stay shown. */
  loading?: boolean;
  compact?: boolean;
}

export function GoodsGrid({ goods, loading = false, compact = false }: GoodsGridProps) {
  return (
    <Spin spinning={loading}>
      <ul className={compact ? 'goods-grid goods-grid--compact' : 'goods-grid'}>
        {goods.map((good) => (
          <li key={good.goodId}>
            <PartBoundary>
              <GoodCard good={good} />
            </PartBoundary>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
