import { mulberry32, randomInt, type Random } from './prng';
import type { SaleRow } from './sales-rows';
import type { SeedClock } from './seed-time';
import { teamOf } from './team';
import type { Database } from './types';

/** Its own seed, so that these rows never shift the rest of the seeded data. */
const SALES_SEED = 20240901;
/** How far back the sales go: a little over a year, so that last year is offered too. */
const DAYS = 400;
const MINUTES_A_DAY = 24 * 60;

/** Areas of 深圳市 and 广州市 as the district tables name them, and how often each buys. */
const AREAS: readonly (readonly [number, string, string, number])[] = [
  [440305, '深圳市', '南山区', 6],
  [440304, '深圳市', '福田区', 5],
  [440306, '深圳市', '宝安区', 4],
  [440307, '深圳市', '龙岗区', 3],
  [440303, '深圳市', '罗湖区', 2],
  [440309, '深圳市', '龙华区', 2],
  [440311, '深圳市', '光明区', 1],
  [440310, '深圳市', '坪山区', 1],
  [440308, '深圳市', '盐田区', 1],
  [440106, '广州市', '天河区', 2],
  [440104, '广州市', '越秀区', 1],
];

/** How often someone sells, by their level: the account itself most, the third level least. */
const SELLER_WEIGHTS = [6, 3, 2, 1] as const;

/** One of `items`, each as likely as its weight. */
function pick<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let left = random() * total;
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  return items[items.length - 1];
}

/**
 * Account 1's network (the account and its team as the team tables place it) sold on most
 * days of the last 400 days before the day of seeding, more often lately; account 2's none.
 * Goods and prices are the catalogue's, areas real ones of 深圳市 and 广州市. Read from the
 * seeded database's users, team and goods.
 */
export function seedSales(db: Database, clock: SeedClock): SaleRow[] {
  const random = mulberry32(SALES_SEED);
  const account = db.users[0];
  const sellers = [
    { phone: account.phone, depth: 0 },
    ...teamOf(db, account).map(({ row, depth }) => ({ phone: row.phone, depth })),
  ];
  const sales: SaleRow[] = [];
  for (let day = DAYS; day >= 1; day -= 1) {
    const expected = 0.4 + 0.8 * (1 - day / DAYS);
    const count = Math.floor(expected + random());
    for (let index = 0; index < count; index += 1) {
      const seller = pick(random, sellers, ({ depth }) => SELLER_WEIGHTS[depth] ?? 1);
      const good = db.goods[randomInt(random, 0, db.goods.length - 1)];
      const stock = good.stocks[randomInt(random, 0, good.stocks.length - 1)];
      const [districtId, city, district] = pick(random, AREAS, (area) => area[3]);
      const num = randomInt(random, 2, 30);
      const minute = randomInt(random, 9 * 60, 21 * 60 - 1);
      sales.push({
        sellerPhone: seller.phone,
        goodId: good.goodId,
        goodStockId: stock.goodStockId,
        num,
        amount: stock.price * num,
        districtId,
        city,
        district,
        createTime: clock.fromSeedingDay(-day * MINUTES_A_DAY + minute),
      });
    }
  }
  return sales;
}
