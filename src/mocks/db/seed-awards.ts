import type { AwardState } from '@/lib/enums/designed';
import { rewardRemark } from './awards';
import { addStatementLines } from './seed-statement';
import type { SeedClock } from './seed-time';
import type { AwardRow, BillRow } from './types';

type Seeded = [
  userId: number,
  name: string,
  reason: string,
  fen: number,
  day: string,
  state: AwardState,
  claimDay?: string,
];

/** Newest last; claimed ones were credited to the balance on their claim day. */
const AWARDS: Seeded[] = [
  [1, '首单奖励', '完成平台首笔采购订单', 5_000, '2024-01-12', 'CLAIMED', '2024-01-13'],
  [
    1,
    '推荐新会员奖励',
    '推荐会员 王* 注册并完成首单',
    20_000,
    '2024-02-02',
    'CLAIMED',
    '2024-02-03',
  ],
  [1, '春节采购红包', '春节期间采购满 ¥5,000.00', 8_800, '2024-02-08', 'EXPIRED'],
  [
    1,
    '季度采购达标奖',
    '第一季度采购额达到 ¥100,000.00',
    150_000,
    '2024-04-02',
    'CLAIMED',
    '2024-04-05',
  ],
  [1, '实名认证奖励', '完成企业实名认证', 3_000, '2024-04-20', 'EXPIRED'],
  [1, '优质评价奖励', '连续 10 笔订单好评', 5_000, '2024-05-06', 'CLAIMED', '2024-05-06'],
  [1, '推荐新会员奖励', '推荐会员 李* 注册并完成首单', 20_000, '2024-05-28', 'EXPIRED'],
  [
    1,
    '618 活动奖励',
    '618 活动期间采购满 ¥20,000.00',
    30_000,
    '2024-06-18',
    'CLAIMED',
    '2024-06-18',
  ],
  [1, '半年度优秀会员奖', '上半年信用评级保持 AAA', 88_800, '2024-06-19', 'PENDING'],
  [1, '季度采购达标奖', '第二季度采购额达到 ¥100,000.00', 150_000, '2024-06-19', 'PENDING'],
  [1, '推荐新会员奖励', '推荐会员 张* 注册并完成首单', 20_000, '2024-06-20', 'PENDING'],
  [2, '首单奖励', '完成平台首笔采购订单', 3_000, '2024-02-11', 'CLAIMED', '2024-02-12'],
  [2, '新会员礼包', '注册成为平台会员', 2_000, '2024-01-20', 'EXPIRED'],
  [2, '推荐新会员奖励', '推荐会员 赵* 注册并完成首单', 20_000, '2024-06-15', 'PENDING'],
];

const CREATE_CLOCK = '09:00:00';
const CLAIM_CLOCK = '10:30:00';

/** The seeded rewards, and the statement with a 奖励 line for each claimed one. */
export function seedAwards(
  statement: readonly BillRow[],
  clock: SeedClock,
): {
  awards: AwardRow[];
  bills: BillRow[];
} {
  const awards = AWARDS.map(
    ([userId, awardName, reason, amount, day, state, claimDay], index): AwardRow => ({
      awardId: index + 1,
      userId,
      awardName,
      reason,
      amount,
      createTime: clock.time(`${day} ${CREATE_CLOCK}`),
      claimTime: claimDay ? clock.time(`${claimDay} ${CLAIM_CLOCK}`) : '',
      state,
    }),
  );
  const bills = addStatementLines(
    statement,
    awards
      .filter((award) => award.state === 'CLAIMED')
      .map((award) => ({
        userId: award.userId,
        applyId: null,
        type: 'REWARD' as const,
        amount: award.amount,
        createTime: award.claimTime,
        remark: rewardRemark(award.awardName),
      })),
  );
  return { awards, bills };
}
