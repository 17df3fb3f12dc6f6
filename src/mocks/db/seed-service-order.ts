import type { CarUse, ServiceOrderGood } from '@/features/service-order/api/service-order-schemas';
import type { InterruptStatus } from '@/lib/enums/interrupt-status';
import type { ServiceOrderStatus } from '@/lib/enums/order-status';
import type { ServiceOrderKind } from '@/lib/enums/service-order-kind';
import type { ServeRecordRow, ServiceOrderRow, ServiceOrderTables } from './service-order-rows';
import { SUBSIDY_RATE } from './service-order';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';

const FIRST_TIME = '2024-05-06 10:20:00';
const DAY_MINUTES = 24 * 60;

type GoodSeed = Omit<ServiceOrderGood, 'orderGoodId' | 'num'>;

const CATALOGUE: GoodSeed[] = [
  { goodName: '家用净水器', spec: 'RO 600G', price: 239_900 },
  { goodName: '滤芯套装', spec: 'PP+CTO+RO', price: 36_800 },
  { goodName: '壁挂空调', spec: '1.5匹 一级能效', price: 319_900 },
  { goodName: '空调支架', spec: '不锈钢', price: 12_000 },
  { goodName: '电热水器', spec: '60L', price: 159_900 },
  { goodName: '角阀', spec: '全铜', price: 2_500 },
  { goodName: '智能门锁', spec: '指纹+密码', price: 129_900 },
];

const CUSTOMERS = [
  {
    customerName: '张伟',
    customerPhone: '13912340001',
    address: '广东省深圳市南山区粤海街道科技园社区 高新南一道8号',
  },
  {
    customerName: '李娜',
    customerPhone: '13912340002',
    address: '广东省深圳市福田区华富街道莲花一村 12栋3单元',
  },
  {
    customerName: '王芳',
    customerPhone: '13912340003',
    address: '广东省深圳市宝安区新安街道海滨社区 前进路2号',
  },
  {
    customerName: '刘洋',
    customerPhone: '13912340004',
    address: '北京市朝阳区望京街道望京西园 四区410号楼',
  },
];

const VEHICLES: Omit<CarUse, 'useTime' | 'mileage'>[] = [
  {
    plateNo: '粤B·3F21K',
    vehicleType: '厢式货车',
    driverName: '陈师傅',
    driverPhone: '13722220001',
  },
  {
    plateNo: '粤B·D8802',
    vehicleType: '新能源面包车',
    driverName: '周师傅',
    driverPhone: '13722220002',
  },
];

interface OrderSeed {
  userId: number;
  kind: ServiceOrderKind;
  status: ServiceOrderStatus;
  interruptStatus: InterruptStatus;
  customer: number;
  /** [catalogue index, quantity] */
  goods: [number, number][];
  /** Parcels as quantities per order line, when the order was split. */
  parcels?: number[][];
  vehicle?: number;
  serves?: string[];
}

const ORDERS: OrderSeed[] = [
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'PAYMENT',
    interruptStatus: 0,
    customer: 0,
    goods: [
      [0, 2],
      [1, 4],
      [5, 6],
    ],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'SEND',
    interruptStatus: 1,
    customer: 1,
    goods: [
      [2, 2],
      [3, 2],
    ],
    parcels: [
      [1, 1],
      [1, 1],
    ],
    vehicle: 0,
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'START',
    interruptStatus: 2,
    customer: 2,
    goods: [
      [4, 1],
      [5, 2],
    ],
    parcels: [
      [1, 0],
      [0, 2],
    ],
    vehicle: 1,
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'SIGN',
    interruptStatus: 2,
    customer: 3,
    goods: [[6, 1]],
    vehicle: 1,
    serves: ['上门安装智能门锁，调试指纹录入'],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'FINISH',
    interruptStatus: 4,
    customer: 0,
    goods: [
      [0, 1],
      [1, 2],
    ],
    vehicle: 0,
    serves: ['上门安装净水器', '回访：出水正常，客户满意'],
  },
  {
    userId: 1,
    kind: 'AFTER',
    status: 'AFTER',
    interruptStatus: 1,
    customer: 1,
    goods: [[2, 1]],
    serves: ['客户反映制冷效果差，已预约检修'],
  },
  {
    userId: 1,
    kind: 'AFTER',
    status: 'RETURN',
    interruptStatus: 3,
    customer: 2,
    goods: [[4, 1]],
    serves: ['热水器内胆渗漏，已办理退货'],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'SEND',
    interruptStatus: 0,
    customer: 3,
    goods: [
      [1, 6],
      [5, 4],
    ],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'FINISH',
    interruptStatus: 4,
    customer: 1,
    goods: [[6, 2]],
    vehicle: 1,
    serves: ['上门安装两把智能门锁'],
  },
  {
    userId: 1,
    kind: 'AFTER',
    status: 'FINISH',
    interruptStatus: 0,
    customer: 0,
    goods: [[1, 1]],
    serves: ['更换滤芯'],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'PAYMENT',
    interruptStatus: 0,
    customer: 2,
    goods: [
      [2, 1],
      [3, 1],
    ],
  },
  {
    userId: 1,
    kind: 'SERVICE',
    status: 'FINISH',
    interruptStatus: 2,
    customer: 3,
    goods: [
      [4, 1],
      [5, 2],
    ],
    vehicle: 0,
  },
  {
    userId: 2,
    kind: 'SERVICE',
    status: 'PAYMENT',
    interruptStatus: 0,
    customer: 3,
    goods: [
      [0, 1],
      [1, 2],
    ],
  },
  {
    userId: 2,
    kind: 'AFTER',
    status: 'FINISH',
    interruptStatus: 1,
    customer: 1,
    goods: [[5, 2]],
    serves: ['更换漏水角阀'],
  },
];

const STAFF = { 1: '林晓雨', 2: '王建国' } as Record<number, string>;

/** The customers' orders both seeded members serve (the second has two), with their records. */
export function seedServiceOrders(clock: SeedClock): ServiceOrderTables {
  const orders: ServiceOrderRow[] = [];
  const serveRecords: ServeRecordRow[] = [];
  let time = clock.time(FIRST_TIME);
  let orderGoodId = 0;
  ORDERS.forEach((seed, index) => {
    time = shiftTime(time, 2 * DAY_MINUTES + index * 37);
    const orderId = index + 1;
    const goods = seed.goods.map(([good, num]) => ({
      orderGoodId: (orderGoodId += 1),
      ...CATALOGUE[good],
      num,
    }));
    const price = goods.reduce((sum, good) => sum + good.price * good.num, 0);
    const orderNo = `FW${time.slice(0, 10).replaceAll('-', '')}${String(orderId).padStart(4, '0')}`;
    orders.push({
      orderId,
      userId: seed.userId,
      orderNo,
      kind: seed.kind,
      status: seed.status,
      ...CUSTOMERS[seed.customer],
      createTime: time,
      interruptStatus: seed.interruptStatus,
      subsidy: seed.interruptStatus === 0 ? 0 : Math.round(price * SUBSIDY_RATE),
      goods,
      parcels: (seed.parcels ?? []).map((nums, parcel) => ({
        parcelNo: `${orderNo}-${parcel + 1}`,
        lines: goods
          .map((good, line) => ({
            orderGoodId: good.orderGoodId,
            goodName: good.goodName,
            num: nums[line],
          }))
          .filter((line) => line.num > 0),
      })),
      vehicle:
        seed.vehicle === undefined
          ? null
          : {
              ...VEHICLES[seed.vehicle],
              useTime: shiftTime(time, DAY_MINUTES),
              mileage: 12 + index * 3,
            },
    });
    (seed.serves ?? []).forEach((content, serve) => {
      const serveTime = shiftTime(time, (serve + 2) * DAY_MINUTES);
      serveRecords.push({
        serveId: serveRecords.length + 1,
        orderId,
        userId: seed.userId,
        content,
        serveTime: serveTime.slice(0, 16),
        staffName: STAFF[seed.userId],
        createTime: serveTime,
      });
    });
  });
  return { orders, serveRecords };
}
