import type { TaskGood } from '@/features/logistics/api/logistics-schemas';
import type { TaskKind, TaskRecordType, TaskStatus } from '@/lib/enums/logistics-task';
import type { LogisticsTables, LogisticsTaskRow, TaskRecordRow } from './logistics-rows';
import { waybillOf } from './logistics';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';

const DAY = 24 * 60;

const SENDERS = [
  {
    sender: '深圳南山配送中心',
    senderPhone: '0755-86001234',
    senderAddress: '广东省深圳市南山区粤海街道科技园社区 科苑路15号',
  },
  {
    sender: '东莞松山湖仓储中心',
    senderPhone: '0769-22881234',
    senderAddress: '广东省东莞市松山湖高新区 工业西路6号',
  },
  {
    sender: '广州白云物流园',
    senderPhone: '020-36201234',
    senderAddress: '广东省广州市白云区太和镇 北太路1633号',
  },
  {
    sender: '北京朝阳分拨中心',
    senderPhone: '010-64881234',
    senderAddress: '北京市朝阳区望京街道 阜通东大街1号',
  },
];

const RECEIVERS = [
  {
    consignee: '张伟',
    receiverPhone: '13912340001',
    receiverAddress: '广东省深圳市南山区粤海街道科技园社区 高新南一道8号',
  },
  {
    consignee: '李娜',
    receiverPhone: '13912340002',
    receiverAddress: '广东省深圳市福田区华富街道莲花一村 12栋3单元',
  },
  {
    consignee: '王芳',
    receiverPhone: '13912340003',
    receiverAddress: '广东省深圳市宝安区新安街道海滨社区 前进路2号',
  },
  {
    consignee: '刘洋',
    receiverPhone: '13912340004',
    receiverAddress: '北京市朝阳区望京街道望京西园 四区410号楼',
  },
  {
    consignee: '陈静',
    receiverPhone: '13912340005',
    receiverAddress: '广东省深圳市龙华区民治街道 民康路88号',
  },
  {
    consignee: '赵磊',
    receiverPhone: '13912340006',
    receiverAddress: '广东省广州市天河区林和街道 天河北路233号',
  },
  {
    consignee: '黄敏',
    receiverPhone: '13912340007',
    receiverAddress: '广东省东莞市南城街道 鸿福路106号',
  },
];

const GOODS: Omit<TaskGood, 'num'>[] = [
  { goodName: '家用净水器', spec: 'RO 600G' },
  { goodName: '滤芯套装', spec: 'PP+CTO+RO' },
  { goodName: '壁挂空调', spec: '1.5匹 一级能效' },
  { goodName: '电热水器', spec: '60L' },
  { goodName: '智能门锁', spec: '指纹+密码' },
  { goodName: '桶装饮用水', spec: '18.9L' },
  { goodName: '大米', spec: '10kg 袋装' },
];

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递'];

interface TaskSeed {
  userId: number;
  kind: TaskKind;
  status: TaskStatus;
  title: string;
  sender: number;
  receiver: number;
  /** [goods index, quantity] */
  goods: [number, number][];
  /** Days before the day of seeding it was given, and the minute of that day. */
  given: [number, number];
  /** Days from the day of seeding it is due, at 18:00. */
  dueIn: number;
  remark?: string;
  /** What was reported after the task was given, an exception's or delivery's text. */
  report?: string;
}

/** The records a task in each status has been through, minutes after it was given. */
const HISTORY: Record<TaskStatus, readonly (readonly [TaskRecordType, number])[]> = {
  WAIT: [],
  ACCEPTED: [['ACCEPT', 45]],
  TRANSIT: [
    ['ACCEPT', 45],
    ['PICKUP', 180],
  ],
  EXCEPTION: [
    ['ACCEPT', 45],
    ['PICKUP', 180],
    ['EXCEPTION', 1500],
  ],
  DELIVERED: [
    ['ACCEPT', 45],
    ['PICKUP', 180],
    ['DELIVER', 1380],
  ],
  CANCELLED: [],
};

const SEEDS: TaskSeed[] = [
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'DELIVERED',
    title: '南山区净水器配送',
    sender: 0,
    receiver: 0,
    goods: [
      [0, 2],
      [1, 4],
    ],
    given: [38, 540],
    dueIn: -35,
    report: '<p>已送达，收件人本人签收，外包装完好。</p>',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'CANCELLED',
    title: '福田区空调配送',
    sender: 0,
    receiver: 1,
    goods: [[2, 1]],
    given: [30, 600],
    dueIn: -27,
    remark: '客户取消订单，任务已撤销',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'DELIVERED',
    title: '宝安区热水器配送',
    sender: 1,
    receiver: 2,
    goods: [[3, 1]],
    given: [21, 570],
    dueIn: -18,
    report: '<p>已送达并协助搬运至卫生间，客户签收。</p>',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'DELIVERED',
    title: '天河区门锁配送',
    sender: 2,
    receiver: 5,
    goods: [[4, 2]],
    given: [14, 510],
    dueIn: -11,
    report: '<p>已送达，前台代收。</p>',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'EXCEPTION',
    title: '龙华区饮用水配送',
    sender: 0,
    receiver: 4,
    goods: [[5, 20]],
    given: [6, 480],
    dueIn: 1,
    report: '<p>收件人电话无人接听，已改约次日配送。</p>',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'TRANSIT',
    title: '福田区滤芯配送',
    sender: 1,
    receiver: 1,
    goods: [[1, 6]],
    given: [5, 600],
    dueIn: 2,
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'WAIT',
    title: '东莞南城大米配送',
    sender: 1,
    receiver: 6,
    goods: [[6, 30]],
    given: [5, 660],
    dueIn: -1,
    remark: '超市补货，请尽快接单',
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'TRANSIT',
    title: '南山区空调配送',
    sender: 0,
    receiver: 0,
    goods: [
      [2, 2],
      [1, 2],
    ],
    given: [4, 540],
    dueIn: 1,
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'ACCEPTED',
    title: '宝安区净水器配送',
    sender: 0,
    receiver: 2,
    goods: [[0, 1]],
    given: [3, 600],
    dueIn: 2,
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'ACCEPTED',
    title: '天河区热水器配送',
    sender: 2,
    receiver: 5,
    goods: [[3, 2]],
    given: [2, 570],
    dueIn: 3,
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'WAIT',
    title: '龙华区门锁配送',
    sender: 0,
    receiver: 4,
    goods: [[4, 1]],
    given: [1, 600],
    dueIn: 3,
  },
  {
    userId: 1,
    kind: 'REGULAR',
    status: 'WAIT',
    title: '福田区饮用水配送',
    sender: 0,
    receiver: 1,
    goods: [[5, 10]],
    given: [1, 660],
    dueIn: 4,
    remark: '每桶需送至客户厨房',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'DELIVERED',
    title: '加急：南山区滤芯配送',
    sender: 0,
    receiver: 0,
    goods: [[1, 2]],
    given: [25, 630],
    dueIn: -24,
    remark: '客户加急，当日送达',
    report: '<p>已加急送达，客户签收。</p>',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'DELIVERED',
    title: '调拨：松山湖至南山配送中心',
    sender: 1,
    receiver: 0,
    goods: [
      [0, 10],
      [1, 20],
    ],
    given: [12, 480],
    dueIn: -10,
    remark: '仓间调拨，送至配送中心收货区',
    report: '<p>已送达配送中心收货区，库管签收。</p>',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'TRANSIT',
    title: '退货取件：宝安区热水器',
    sender: 0,
    receiver: 2,
    goods: [[3, 1]],
    given: [4, 600],
    dueIn: 1,
    remark: '上门取回退货，送回配送中心',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'ACCEPTED',
    title: '加急：天河区空调配送',
    sender: 2,
    receiver: 5,
    goods: [[2, 1]],
    given: [2, 660],
    dueIn: 1,
    remark: '客户加急，次日送达',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'WAIT',
    title: '加急：东莞南城饮用水配送',
    sender: 1,
    receiver: 6,
    goods: [[5, 15]],
    given: [1, 540],
    dueIn: 2,
    remark: '门店断水，请优先配送',
  },
  {
    userId: 1,
    kind: 'EXTRA',
    status: 'WAIT',
    title: '调拨：白云至天河门店配送',
    sender: 2,
    receiver: 5,
    goods: [[6, 20]],
    given: [1, 720],
    dueIn: 3,
  },
  {
    userId: 2,
    kind: 'REGULAR',
    status: 'DELIVERED',
    title: '望京净水器配送',
    sender: 3,
    receiver: 3,
    goods: [[0, 1]],
    given: [16, 540],
    dueIn: -13,
    report: '<p>已送达，物业代收。</p>',
  },
  {
    userId: 2,
    kind: 'REGULAR',
    status: 'TRANSIT',
    title: '望京滤芯配送',
    sender: 3,
    receiver: 3,
    goods: [[1, 3]],
    given: [3, 600],
    dueIn: 2,
  },
  {
    userId: 2,
    kind: 'REGULAR',
    status: 'WAIT',
    title: '望京饮用水配送',
    sender: 3,
    receiver: 3,
    goods: [[5, 8]],
    given: [1, 600],
    dueIn: 3,
  },
  {
    userId: 2,
    kind: 'EXTRA',
    status: 'WAIT',
    title: '加急：望京门锁配送',
    sender: 3,
    receiver: 3,
    goods: [[4, 1]],
    given: [1, 660],
    dueIn: 2,
    remark: '客户加急，次日送达',
  },
];

const STAFF: Record<number, string> = { 1: '林晓雨', 2: '王建国' };

/** What each record of the history says; an exception or delivery says the seed's report. */
function contentOf(type: TaskRecordType, seed: TaskSeed, deadline: string): string {
  if (type === 'ACCEPT') return `<p>已接单，将于 ${deadline} 前送达</p>`;
  if (type === 'PICKUP') return '<p>货物已清点装车，交由承运快递。</p>';
  return seed.report ?? '';
}

/**
 * Both members' logistics tasks, given and due around the day the database is seeded, with
 * the records of what was done with them so far.
 */
export function seedLogistics(clock: SeedClock): LogisticsTables {
  const tasks: LogisticsTaskRow[] = [];
  const records: TaskRecordRow[] = [];
  SEEDS.forEach((seed, index) => {
    const taskId = index + 1;
    const [daysAgo, minute] = seed.given;
    const createTime = clock.fromSeedingDay(-daysAgo * DAY + minute);
    const deadline = clock.fromSeedingDay(seed.dueIn * DAY + 18 * 60);
    const taskNo = `WL${createTime.slice(0, 10).replaceAll('-', '')}${String(taskId).padStart(4, '0')}`;
    const carrier = CARRIERS[index % CARRIERS.length];
    const history = HISTORY[seed.status];
    tasks.push({
      taskId,
      userId: seed.userId,
      taskNo,
      kind: seed.kind,
      title: seed.title,
      status: seed.status,
      ...SENDERS[seed.sender],
      ...RECEIVERS[seed.receiver],
      goods: seed.goods.map(([good, num]) => ({ ...GOODS[good], num })),
      remark: seed.remark ?? '',
      deadline,
      createTime,
      carrier,
      trackingNo: history.some(([type]) => type === 'PICKUP')
        ? waybillOf({ carrier, taskNo })
        : null,
    });
    for (const [type, minutes] of history) {
      records.push({
        recordId: records.length + 1,
        taskId,
        type,
        content: contentOf(type, seed, deadline),
        operatorName: STAFF[seed.userId],
        createTime: shiftTime(createTime, minutes),
      });
    }
  });
  return { tasks, records };
}
