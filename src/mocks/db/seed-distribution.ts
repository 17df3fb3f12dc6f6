import type { DistrictName } from '@/lib/district-schema';
import type { DistributionOrderRow, DistributionTables } from './distribution-rows';
import type { GoodRow } from './goods-rows';
import { mulberry32, randomInt } from './prng';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';

/** Its own seed, so that these rows never shift the rest of the seeded data. */
const DISTRIBUTION_SEED = 20240705;
const HOUR = 60;

/** 广东省 / 深圳市 / 南山区, as the district tables name them. */
export const NANSHAN: DistrictName[] = [
  { districtId: 44, district: '广东省' },
  { districtId: 4403, district: '深圳市' },
  { districtId: 440305, district: '南山区' },
];

const STREETS = [
  '粤海街道',
  '南头街道',
  '西丽街道',
  '沙河街道',
  '蛇口街道',
  '招商街道',
  '桃源街道',
];
const RECEIVERS = ['陈思远', '李梦瑶', '张志强', '刘晓东', '黄雅琴', '周建华', '吴海燕', '郑伟'];
const ROADS = ['科苑路', '南海大道', '学苑大道', '深南大道', '工业八路', '沙河西路'];
const TO_SEND = 12;
const SENT = [
  ['顺丰速运', 'SF1423657890123'],
  ['中通快递', '75318642097531'],
] as const;

/**
 * Account 1 runs a 区县级 centre in 南山区 with 12 orders to send and 2 sent, placed over the
 * days before the day of seeding (so that this month's figures have something to count);
 * account 2 has no centre.
 */
export function seedDistribution(goods: readonly GoodRow[], clock: SeedClock): DistributionTables {
  const random = mulberry32(DISTRIBUTION_SEED);
  const count = TO_SEND + SENT.length;
  const distributionOrders: DistributionOrderRow[] = Array.from({ length: count }, (_, index) => {
    const good = goods[randomInt(random, 0, goods.length - 1)];
    const stock = good.stocks[0];
    const num = randomInt(random, 1, 6);
    const placed = clock.fromSeedingDay(-(count - index) * 7 * HOUR);
    const sent = index < SENT.length ? SENT[index] : null;
    const phoneTail = String(randomInt(random, 0, 99_999_999)).padStart(8, '0');
    return {
      distributionOrderId: index + 1,
      userId: 1,
      payCode: `PS${placed.slice(0, 10).replace(/-/g, '')}${String(index + 1).padStart(4, '0')}`,
      receiver: RECEIVERS[index % RECEIVERS.length],
      phone: `139${phoneTail}`,
      address: `广东省深圳市南山区${STREETS[index % STREETS.length]}${ROADS[index % ROADS.length]}${randomInt(random, 1, 300)}号`,
      goods: `${good.goodName} ${stock.goodStockName} × ${num}`,
      price: stock.price * num,
      createTime: placed,
      sent: sent ? 1 : 0,
      expressCompany: sent?.[0] ?? '',
      trackingNo: sent?.[1] ?? '',
      sendTime: sent ? shiftTime(placed, 3 * HOUR) : '',
    };
  });
  return {
    distributionCentres: [
      {
        distributionId: 1,
        userId: 1,
        gear: 3,
        status: 1,
        region: NANSHAN,
        acceptingOrders: 1,
        createTime: clock.time('2024-03-01 10:00:00'),
      },
    ],
    distributionRequests: [
      {
        requestId: 1,
        userId: 1,
        kind: 'APPLY',
        gear: 3,
        region: NANSHAN,
        applyStatus: 1,
        reason: '',
        refuseReason: '',
        createTime: clock.time('2024-02-26 15:20:00'),
      },
    ],
    distributionOrders,
  };
}
