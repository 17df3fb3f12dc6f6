import { Card } from 'antd';
import { goodsCopy } from '@/copy';
import { useAlwaysBought } from '../hooks/use-goods';
import { GoodCard } from './good-card';

/** The member's frequently bought goods; nothing while there are none. */
export function AlwaysBought() {
  const { data: goods = [] } = useAlwaysBought();
  if (goods.length === 0) return null;
  return (
    <Card title={goodsCopy.alwaysBought} size="small">
      <ul className="goods-grid goods-grid--compact">
        {goods.map((good) => (
          <li key={good.goodId}>
            <GoodCard good={good} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
