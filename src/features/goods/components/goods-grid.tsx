import { PartBoundary } from '@/components/errors/part-boundary';
import type { GoodListItem } from '../api/goods-schemas';
import { GoodCard } from './good-card';

export interface GoodsGridProps {
  goods: GoodListItem[];
  compact?: boolean;
}

export function GoodsGrid({ goods, compact = false }: GoodsGridProps) {
  return (
    <ul className={compact ? 'goods-grid goods-grid--compact' : 'goods-grid'}>
      {goods.map((good) => (
        <li key={good.goodId}>
          <PartBoundary>
            <GoodCard good={good} />
          </PartBoundary>
        </li>
      ))}
    </ul>
  );
}
