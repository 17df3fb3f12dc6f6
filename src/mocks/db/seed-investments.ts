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
export const ventureRemark = (investName: string) => `创业收益：${investName}`;

/**
 * The investments, their returns, and the statement with each return as an INCOME line. The
 * member's first line (the opening top-up) gives up what the returns add, so every balance
 * after it, and the balance the statement ends at, stay what they were; ids are renumbered
 * oldest first.
 */
export function seedInvestments(statement: readonly BillRow[]): {
  investments: InvestmentRow[];
  investIncomes: InvestIncomeRow[];
  bills: BillRow[];
} {
  const investIncomes: InvestIncomeRow[] = [];
  const returnLines: BillRow[] = [];
  for (const { investId, userId, investName, returns } of INVESTMENTS) {
    for (const { amount, day } of returns) {
      const createTime = `${day} ${RETURN_TIME}`;
      const remark = ventureRemark(investName);
      investIncomes.push({
        incomeId: investIncomes.length + 1,
        investId,
        amount,
        createTime,
        remark,
      });
      returnLines.push({
        billId: 0,
        userId,
        applyId: null,
        type: 'INCOME',
        amount,
        balanceAfter: 0,
        createTime,
        remark,
      });
    }
  }
  const userIds = [...new Set(statement.map((line) => line.userId))];
  const bills = userIds.flatMap((userId) => {
    const own = statement.filter((line) => line.userId === userId);
    const added = returnLines.filter((line) => line.userId === userId);
    const lines = [...own, ...added].sort(
      (a, b) => a.createTime.localeCompare(b.createTime) || a.billId - b.billId,
    );
    const addedSum = added.reduce((sum, line) => sum + line.amount, 0);
    let balance = 0;
    return lines.map((line, index) => {
      const amount = index === 0 ? line.amount - addedSum : line.amount;
      balance += amount;
      return { ...line, amount, balanceAfter: balance };
    });
  });
  return {
    investments: INVESTMENTS.map(
      ({ investId, userId, investName, amount, investTime, status }) => ({
        investId,
        userId,
        investName,
        amount,
        investTime,
        status,
      }),
    ),
    investIncomes,
    bills: bills.map((line, index) => ({ ...line, billId: index + 1 })),
  };
}
