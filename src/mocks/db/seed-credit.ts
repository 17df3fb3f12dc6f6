import type { SeedClock } from './seed-time';
import { shiftDay } from './time';
import type { CreditLogRow } from './types';

type Change = [days: number, change: number, reason: string];

const OPENING: Change = [0, 60, '开通会员，初始信用分'];

/** Member 1 climbs to AAA; member 2 slips to C after late payments. */
const CHANGES: Record<number, { start: string; changes: Change[] }> = {
  1: {
    start: '2023-12-21',
    changes: [
      OPENING,
      [3, 5, '完成企业实名认证'],
      [5, 5, '足额缴纳分销中心保证金'],
      [8, 2, '订单按时付款'],
      [12, 1, '订单按时确认收货'],
      [19, 2, '订单按时付款'],
      [26, 2, '推荐新会员完成首单'],
      [33, 1, '订单按时确认收货'],
      [40, 2, '订单按时付款'],
      [46, 5, '足额缴纳供应商保证金'],
      [54, 1, '订单按时确认收货'],
      [61, 2, '订单按时付款'],
      [70, 1, '订单按时确认收货'],
      [79, 2, '季度采购达标'],
      [88, 2, '订单按时付款'],
      [104, -5, '供货到货延误，违约扣分'],
      [110, 1, '订单按时确认收货'],
      [117, 2, '订单按时付款'],
      [124, 1, '连续 10 笔订单好评'],
      [131, 1, '订单按时确认收货'],
      [140, 1, '推荐新会员完成首单'],
      [152, 1, '订单按时付款'],
      [163, 1, '物流服务保证金无违约退还'],
      [170, 1, '618 活动采购达标'],
      [178, -5, '订单逾期付款'],
      [181, 1, '订单按时付款'],
    ],
  },
  2: {
    start: '2024-01-20',
    changes: [
      OPENING,
      [5, 2, '订单按时付款'],
      [30, -3, '订单逾期付款'],
      [60, 2, '订单按时确认收货'],
      [106, -10, '违规夸大宣传，违约扣分'],
      [130, 7, '整改完成，恢复部分信用分'],
    ],
  },
};

/** Both seeded members' credit histories, oldest first. */
export function seedCreditLogs(clock: SeedClock): CreditLogRow[] {
  const rows: CreditLogRow[] = [];
  for (const [userId, { start, changes }] of Object.entries(CHANGES)) {
    let score = 0;
    for (const [days, change, reason] of changes) {
      score += change;
      rows.push({
        logId: rows.length + 1,
        userId: Number(userId),
        createTime: `${shiftDay(clock.day(start), days)} 10:00:00`,
        change,
        reason,
        scoreAfter: score,
      });
    }
  }
  return rows;
}
