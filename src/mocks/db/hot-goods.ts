import type { HotGood } from '@/features/goods/api/goods-schemas';
import { ownOrders } from './orders';
import type { Database } from './types';

/**
 * The member's frequently bought goods, from their paid orders (any order with a pay time):
 * how many orders held each good and when it was last bought, with the stock last bought at
 * its current price. The most often bought first, then the most recently bought.
 */
export function hotGoods(db: Database, userId: number): HotGood[] {
  const byGood = new Map<number, HotGood>();
  for (const order of ownOrders(db, userId)) {
    if (order.payTime === null) continue;
    for (const line of new Map(order.goods.map((good) => [good.goodId, good])).values()) {
      const seen = byGood.get(line.goodId);
      const newer = !seen || order.payTime > seen.lastBuyTime;
      const good = db.goods.find((row) => row.goodId === line.goodId);
      const stock = good?.stocks.find((row) => row.goodStockId === line.goodStockId);
      if (!good || !stock) continue;
      byGood.set(line.goodId, {
        ...(seen && !newer
          ? seen
          : {
              goodId: good.goodId,
              goodName: good.goodName,
              goodImg: good.images[0] ?? line.goodImg,
              goodStockId: stock.goodStockId,
              goodStockName: stock.goodStockName,
              price: stock.price,
              lastBuyTime: order.payTime,
            }),
        buyTimes: (seen?.buyTimes ?? 0) + 1,
      });
    }
  }
  return [...byGood.values()].sort(
    (a, b) => b.buyTimes - a.buyTimes || b.lastBuyTime.localeCompare(a.lastBuyTime),
  );
}
