import type { BatchStatus, BatchType } from '@/lib/enums/batch';
import { mulberry32, randomInt } from './prng';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';
import type { WarehouseGoodRow, WarehouseLogRow, WarehouseTables } from './warehouse-rows';

/** Its own seed, so that the warehouse never shifts the rest of the seeded data. */
const WAREHOUSE_SEED = 20240801;
const FIRST_TIME = '2024-03-01 09:00:00';
const DAY_MINUTES = 24 * 60;

type GoodSeed = Omit<WarehouseGoodRow, 'userId' | 'goodId'>;

const FIRST_MEMBER_GOODS: GoodSeed[] = [
  { goodName: '五常大米', spec: '10kg/袋', unit: '袋', unitCost: 8_900 },
  { goodName: '压榨花生油', spec: '5L/桶', unit: '桶', unitCost: 12_800 },
  { goodName: '高筋小麦粉', spec: '25kg/袋', unit: '袋', unitCost: 11_500 },
  { goodName: '纯牛奶', spec: '250ml×24盒', unit: '箱', unitCost: 5_600 },
  { goodName: '矿泉水', spec: '550ml×24瓶', unit: '箱', unitCost: 2_400 },
  { goodName: '生抽酱油', spec: '1.9L/瓶', unit: '瓶', unitCost: 1_850 },
  { goodName: '挂面', spec: '1kg×10包', unit: '箱', unitCost: 4_200 },
  { goodName: '洗衣液', spec: '3kg/瓶', unit: '瓶', unitCost: 3_900 },
];

const SECOND_MEMBER_GOODS: GoodSeed[] = [
  { goodName: '东北小米', spec: '5kg/袋', unit: '袋', unitCost: 4_500 },
  { goodName: '山茶油', spec: '2L/桶', unit: '桶', unitCost: 16_800 },
];

/** The first member's batches, oldest first: [good index, status, type]. */
const FIRST_MEMBER_BATCHES: [number, BatchStatus, BatchType][] = [
  [0, 3, 2],
  [1, 3, 2],
  [2, 3, 2],
  [3, 3, 2],
  [4, 3, 2],
  [5, 3, 2],
  [6, 3, 2],
  [7, 3, 2],
  [0, 3, 1],
  [4, 3, 1],
  [3, 2, 1],
  [1, 1, 1],
  [5, 1, 0],
  [2, 0, 1],
  [6, 0, 2],
];

const SECOND_MEMBER_BATCHES: [number, BatchStatus, BatchType][] = [
  [0, 3, 2],
  [1, 1, 2],
  [0, 0, 1],
];

const BATCH_REMARKS: Record<BatchStatus, string> = {
  0: '等待平台审核',
  1: '审核通过，待到库',
  2: '质检报告不全，请补充后重新提交',
  3: '已到库',
};

interface Owner {
  userId: number;
  /** Batch numbers carry the member's initials. */
  code: string;
  goods: GoodSeed[];
  batches: [number, BatchStatus, BatchType][];
  /** How many outgoing movements the member's log shows. */
  outgoing: number;
}

const OWNERS: Owner[] = [
  {
    userId: 1,
    code: 'LXY',
    goods: FIRST_MEMBER_GOODS,
    batches: FIRST_MEMBER_BATCHES,
    outgoing: 24,
  },
  {
    userId: 2,
    code: 'WJG',
    goods: SECOND_MEMBER_GOODS,
    batches: SECOND_MEMBER_BATCHES,
    outgoing: 2,
  },
];

/** The goods, batches and inventory log of both seeded members (the second has fewer). */
export function seedWarehouse(clock: SeedClock): WarehouseTables {
  const random = mulberry32(WAREHOUSE_SEED);
  const tables: WarehouseTables = { goods: [], batches: [], logs: [] };
  const logOf = (row: Omit<WarehouseLogRow, 'logId'>) =>
    tables.logs.push({ logId: tables.logs.length + 1, ...row });

  for (const owner of OWNERS) {
    const firstGoodId = tables.goods.length + 1;
    owner.goods.forEach((good, index) =>
      tables.goods.push({ ...good, userId: owner.userId, goodId: firstGoodId + index }),
    );
    const onHand = new Map<number, number>();
    let time = clock.time(FIRST_TIME);
    owner.batches.forEach(([goodIndex, batchStatus, batchType], index) => {
      time = shiftTime(time, randomInt(random, 2, 6) * DAY_MINUTES + randomInt(random, 0, 480));
      const goodId = firstGoodId + goodIndex;
      const num = randomInt(random, 8, 40) * 10;
      const batchNo = `RK${owner.code}${time.slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(2, '0')}`;
      const endTime = batchStatus === 3 ? shiftTime(time, DAY_MINUTES) : null;
      tables.batches.push({
        batchId: tables.batches.length + 1,
        userId: owner.userId,
        batchNo,
        goodId,
        num,
        batchStatus,
        batchType,
        createTime: time,
        endTime,
        remark: BATCH_REMARKS[batchStatus],
      });
      if (endTime) {
        logOf({
          userId: owner.userId,
          goodId,
          direction: 'IN',
          num,
          batchNo,
          createTime: endTime,
          remark: '批次入库',
        });
        onHand.set(goodId, (onHand.get(goodId) ?? 0) + num);
      }
    });
    for (let index = 0; index < owner.outgoing; index += 1) {
      time = shiftTime(time, randomInt(random, 1, 3) * DAY_MINUTES + randomInt(random, 0, 480));
      const stocked = [...onHand].filter(([, num]) => num > 10);
      const [goodId, num] = stocked[randomInt(random, 0, stocked.length - 1)];
      const out = randomInt(random, 1, Math.min(6, Math.floor(num / 10))) * 10;
      onHand.set(goodId, num - out);
      logOf({
        userId: owner.userId,
        goodId,
        direction: 'OUT',
        num: out,
        batchNo: '',
        createTime: time,
        remark: `订单发货 CK${time.slice(0, 10).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
      });
    }
  }
  return tables;
}
