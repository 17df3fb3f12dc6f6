import {
  INTERRUPTED_STEP,
  UNPROCESSED_STEP,
  type CooperationStep,
} from '@/lib/enums/cooperation-step';
import type { CooperationStepRecord } from '@/features/cooperation/api/cooperation-schemas';
import { formatFen } from '@/utils/money';
import {
  bestQuote,
  PRICE_LOG_PDF,
  PRICE_MATCHING_TYPE,
  quotesFor,
  SUPPLIERS,
  type CooperationDraftRow,
  type CooperationRow,
  type CooperationTables,
  type PriceLogRow,
} from './cooperation-rows';
import type { SeedClock } from './seed-time';
import { shiftTime } from './time';

const START = '2024-05-08 09:00:00';
const HOUR = 60;
const DAY = 24 * HOUR;

interface SeededTask {
  userId: number;
  title: string;
  roleId: number;
  categoryId: number;
  quantity: number;
  /** fen */
  budget: number;
  description: string;
  status: CooperationStep;
  /** For an interrupted task: the step it had reached. */
  stoppedAt?: number;
}

const TASKS: readonly SeededTask[] = [
  {
    userId: 1,
    title: '南山区门店粮油集采',
    roleId: 1,
    categoryId: 1,
    quantity: 500,
    budget: 12_000_000,
    description: '五个门店的大米、食用油季度集中采购。',
    status: 15,
  },
  {
    userId: 1,
    title: '社区团购日用品供应',
    roleId: 2,
    categoryId: 2,
    quantity: 1200,
    budget: 3_600_000,
    description: '为社区团购点供应纸品、清洁用品。',
    status: 13,
  },
  {
    userId: 1,
    title: '家用血压计代理采购',
    roleId: 1,
    categoryId: 3,
    quantity: 200,
    budget: 5_800_000,
    description: '电子血压计两款，需提供注册证。',
    status: 11,
  },
  {
    userId: 1,
    title: '科技园片区冷链配送',
    roleId: 3,
    categoryId: 4,
    quantity: 90,
    budget: 2_700_000,
    description: '每周三次冷链配送，覆盖科技园片区。',
    status: 9,
  },
  {
    userId: 1,
    title: '首页广告位联合投放',
    roleId: 4,
    categoryId: 5,
    quantity: 30,
    budget: 1_500_000,
    description: '首页轮播位一个月。',
    status: 7,
  },
  {
    userId: 1,
    title: '中秋礼盒联合采购',
    roleId: 1,
    categoryId: 1,
    quantity: 800,
    budget: 9_600_000,
    description: '月饼、坚果礼盒，需在中秋前十天到货。',
    status: 5,
  },
  {
    userId: 1,
    title: '门店清洁服务外包',
    roleId: 4,
    categoryId: 2,
    quantity: 12,
    budget: 960_000,
    description: '五个门店的日常保洁。',
    status: 3,
  },
  {
    userId: 1,
    title: '康复护理用品供应',
    roleId: 2,
    categoryId: 3,
    quantity: 300,
    budget: 4_200_000,
    description: '护理床垫、助行器等。',
    status: 2,
  },
  {
    userId: 1,
    title: '仓库到门店干线运输',
    roleId: 3,
    categoryId: 4,
    quantity: 60,
    budget: 1_800_000,
    description: '东莞仓到深圳门店的干线运输。',
    status: 1,
  },
  {
    userId: 1,
    title: '饮用水年度供应',
    roleId: 2,
    categoryId: 1,
    quantity: 5000,
    budget: 2_500_000,
    description: '桶装水年度供应，按月结算。',
    status: 0,
  },
  {
    userId: 1,
    title: '社区健康讲座赞助',
    roleId: 4,
    categoryId: 5,
    quantity: 4,
    budget: 800_000,
    description: '季度社区健康讲座的场地与物料。',
    status: INTERRUPTED_STEP,
    stoppedAt: 2,
  },
  {
    userId: 1,
    title: '办公用品季度采购',
    roleId: 1,
    categoryId: 2,
    quantity: 150,
    budget: 680_000,
    description: '打印纸、文具等办公用品。',
    status: UNPROCESSED_STEP,
  },
  {
    userId: 2,
    title: '社区团购粮油供应',
    roleId: 2,
    categoryId: 1,
    quantity: 300,
    budget: 4_500_000,
    description: '为社区团购点供应大米和食用油。',
    status: 4,
  },
  {
    userId: 2,
    title: '小区快递驿站合作',
    roleId: 3,
    categoryId: 4,
    quantity: 1,
    budget: 300_000,
    description: '',
    status: UNPROCESSED_STEP,
  },
];

const DRAFTS: readonly Omit<CooperationDraftRow, 'draftId' | 'updateTime'>[] = [
  {
    userId: 1,
    title: '年货节商品联合采购',
    roleId: 1,
    categoryId: 1,
    quantity: 1000,
    budget: 15_000_000,
    description: '春节前的年货礼盒、干货等。',
  },
  {
    userId: 1,
    title: '门店电子价签升级',
    roleId: 4,
    categoryId: 2,
    quantity: 40,
    budget: 1_200_000,
    description: '',
  },
];

/** A task's history up to its status, and the price log of its first matching (if any). */
function historyOf(task: SeededTask, cooperationId: number, created: string) {
  const steps: CooperationStepRecord[] = [
    { status: UNPROCESSED_STEP, remark: '提交合作任务', createTime: created },
  ];
  const reached = task.stoppedAt ?? (task.status === INTERRUPTED_STEP ? -1 : task.status);
  let matched: {
    supplierName: string;
    price: number;
    quotes: ReturnType<typeof quotesFor>;
  } | null = null;
  for (let step = 0; step <= reached; step += 1) {
    const time = shiftTime(created, (step + 1) * DAY);
    if (step === 0) {
      const quotes = quotesFor(cooperationId, UNPROCESSED_STEP, task.budget);
      const best = bestQuote(quotes);
      matched = { ...best, quotes };
      steps.push({
        status: 0,
        remark: `价格匹配：${best.supplierName} ${formatFen(best.price)}`,
        createTime: time,
      });
    } else {
      steps.push({ status: step as CooperationStep, remark: '平台处理完成', createTime: time });
    }
  }
  if (task.status === INTERRUPTED_STEP) {
    steps.push({
      status: INTERRUPTED_STEP,
      remark: '合作方取消，任务中断',
      createTime: shiftTime(created, (reached + 2) * DAY),
    });
  }
  return { steps, matched };
}

/** Both members' tasks (13800000001 at every kind of step), drafts and price logs. */
export function seedCooperation(clock: SeedClock): CooperationTables {
  const start = clock.time(START);
  const cooperations: CooperationRow[] = [];
  const priceLogs: PriceLogRow[] = [];
  TASKS.forEach((task, index) => {
    const cooperationId = index + 1;
    const created = shiftTime(start, index * 3 * DAY);
    const { steps, matched } = historyOf(task, cooperationId, created);
    cooperations.push({
      cooperationId,
      cooperationNo: `HZ${created.slice(0, 4)}${String(cooperationId).padStart(5, '0')}`,
      userId: task.userId,
      title: task.title,
      roleId: task.roleId,
      categoryId: task.categoryId,
      quantity: task.quantity,
      budget: task.budget,
      description: task.description,
      status: task.status,
      matchedPrice: matched?.price ?? null,
      steps,
      createTime: created,
      updateTime: steps[steps.length - 1].createTime,
    });
    if (matched) {
      priceLogs.push({
        priceLogId: priceLogs.length + 1,
        userId: task.userId,
        cooperationId,
        typeId: PRICE_MATCHING_TYPE,
        supplierName: matched.supplierName,
        price: matched.price,
        quotes: matched.quotes,
        createTime: steps[1].createTime,
        pdfUrl: PRICE_LOG_PDF,
      });
    }
  });
  // the platform's enquiries (2) and deals (3) for the member's two most advanced tasks
  for (const [cooperationId, typeId, factor] of [
    [1, 2, 0.99],
    [1, 3, 0.94],
    [2, 2, 1.01],
    [2, 3, 0.95],
  ] as const) {
    const task = cooperations[cooperationId - 1];
    const price = Math.round(task.budget * factor);
    priceLogs.push({
      priceLogId: priceLogs.length + 1,
      userId: task.userId,
      cooperationId,
      typeId,
      supplierName: SUPPLIERS[(cooperationId + typeId) % SUPPLIERS.length],
      price,
      quotes: [{ supplierName: SUPPLIERS[(cooperationId + typeId) % SUPPLIERS.length], price }],
      createTime: shiftTime(task.createTime, (typeId + 2) * DAY + HOUR),
      pdfUrl: PRICE_LOG_PDF,
    });
  }
  const cooperationDrafts: CooperationDraftRow[] = DRAFTS.map((draft, index) => ({
    draftId: index + 1,
    ...draft,
    updateTime: shiftTime(start, (40 + index) * DAY),
  }));
  return { tasks: cooperations, drafts: cooperationDrafts, priceLogs };
}
