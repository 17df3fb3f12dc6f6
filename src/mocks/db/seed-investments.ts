import { addStatementLines } from './seed-statement';
import type { SeedClock } from './seed-time';
import type { BillRow, InvestIncomeRow, InvestmentRow } from './types';

interface SeededInvestment extends InvestmentRow {
  /** The returns: fen and the day each was credited. */
  returns: { amount: number; day: string }[];
}

const monthly = (amount: number, days: string[]) => days.map((day) => ({ amount, day }));

/** Both seeded members' investments; returns fall inside member 1's seeded statement. */
const INVESTMENTS: SeededInvestment[] = [
  {
    investId: 1,
    userId: 1,
    investName: '社区健康驿站合伙项目',
    amount: 10_000_000,
    investTime: '2024-01-15 10:00:00',
    status: 'PASS',
    returns: monthly(80_000, ['2024-02-15', '2024-03-15', '2024-04-15', '2024-05-15']),
  },
  {
    investId: 2,
    userId: 1,
    investName: '智慧药房连锁加盟',
    amount: 5_000_000,
    investTime: '2024-03-01 14:30:00',
    status: 'PASS',
    returns: monthly(45_000, ['2024-04-01', '2024-05-01', '2024-06-01']),
  },
  {
    investId: 3,
    userId: 1,
    investName: '县域冷链物流中心',
    amount: 3_000_000,
    investTime: '2024-05-20 09:15:00',
    status: 'AUDIT',
    returns: [],
  },
  {
    investId: 4,
    userId: 2,
    investName: '社区团购服务站',
    amount: 1_000_000,
    investTime: '2024-02-05 16:00:00',
    status: 'AUDIT',
    returns: [],
  },
];

const RETURN_TIME = '10:00:00';
const ventureRemark = (investName: string) => `创业收益：${investName}`;

/**
 * The investments, their returns, and the statement with each return as an INCOME line (the
 * balances around them kept as they were, see addStatementLines).
 */
export function seedInvestments(
  statement: readonly BillRow[],
  clock: SeedClock,
): {
  investments: InvestmentRow[];
  investIncomes: InvestIncomeRow[];
  bills: BillRow[];
} {
  const investIncomes: InvestIncomeRow[] = INVESTMENTS.flatMap(
    ({ investId, investName, returns }) =>
      returns.map(({ amount, day }) => ({
        incomeId: 0,
        investId,
        amount,
        createTime: clock.time(`${day} ${RETURN_TIME}`),
        remark: ventureRemark(investName),
      })),
  ).map((row, index) => ({ ...row, incomeId: index + 1 }));
  const ownerOf = new Map(INVESTMENTS.map((row) => [row.investId, row.userId]));
  const bills = addStatementLines(
    statement,
    investIncomes.map(({ investId, amount, createTime, remark }) => ({
      userId: ownerOf.get(investId) ?? 0,
      applyId: null,
      type: 'INCOME' as const,
      amount,
      createTime,
      remark,
    })),
  );
  return {
    investments: INVESTMENTS.map(
      ({ investId, userId, investName, amount, investTime, status }) => ({
        investId,
        userId,
        investName,
        amount,
        investTime: clock.time(investTime),
        status,
      }),
    ),
    investIncomes,
    bills,
  };
}
