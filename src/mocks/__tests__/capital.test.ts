import type { Paged } from '@/lib/schema';
import type {
  CapitalSummary,
  InvestIncome,
  InvestmentPage,
  MoneyLinePage,
} from '@/features/finance/api/capital-schemas';
import type { Bill, Withdrawal } from '@/features/finance/api/finance-schemas';
import { summarise } from '../db/capital';
import { monthAt, monthIndex } from '../db/months';
import type { BillRow } from '../db/types';
import { mockApi } from '@tests/mock-backend';
import { dayFromToday, seedOn, today } from '@tests/seed-day';
import { callApi, logInWithPassword } from './call-api';

const member = async (phone?: string) => (await logInWithPassword(phone)).accessToken;

const line = (
  billId: number,
  createTime: string,
  amount: number,
  balanceAfter: number,
): BillRow => ({
  billId,
  userId: 1,
  applyId: null,
  type: amount > 0 ? 'RECHARGE' : 'CONSUME',
  amount,
  balanceAfter,
  createTime,
  remark: '',
});

describe('summarise: the statement by month', () => {
  const lines = [
    line(1, '2024-01-05 10:00:00', 10_000, 10_000),
    line(2, '2024-03-02 10:00:00', -2_500, 7_500),
    line(3, '2024-03-20 10:00:00', 1_000, 8_500),
    line(4, '2024-03-20 10:00:00', -500, 8_000),
    line(5, '2024-05-01 00:00:00', -8_000, 0),
  ];

  it('sums money in and out per month, carries the balance through quiet months', () => {
    expect(summarise(lines, '2024-02', '2024-05')).toEqual({
      income: 1_000,
      expense: 11_000,
      net: -10_000,
      firstMonth: '2024-01',
      months: [
        { month: '2024-02', income: 0, expense: 0, balance: 10_000 },
        { month: '2024-03', income: 1_000, expense: 3_000, balance: 8_000 },
        { month: '2024-04', income: 0, expense: 0, balance: 8_000 },
        { month: '2024-05', income: 0, expense: 8_000, balance: 0 },
      ],
    });
  });

  it('crosses a year, starts at 0 before the first line, and its net is the change of balance', () => {
    const summary = summarise(lines, '2023-12', '2024-01');
    expect(summary.months).toEqual([
      { month: '2023-12', income: 0, expense: 0, balance: 0 },
      { month: '2024-01', income: 10_000, expense: 0, balance: 10_000 },
    ]);
    expect(summary.net).toBe(10_000);
    expect(summarise([], '2024-01', '2024-01')).toMatchObject({ firstMonth: null, net: 0 });
  });

  it('refuses a reversed, malformed or too long range', () => {
    expect(() => summarise(lines, '2024-05', '2024-02')).toThrow();
    expect(() => summarise(lines, '2024-13', '2024-12')).toThrow();
    expect(() => summarise(lines, '2010-01', '2024-12')).toThrow();
  });
});

describe('capital calls', () => {
  it('the summary of the seeded statement agrees with its lines, and follows a withdrawal', async () => {
    const token = await member();
    const summary = async (startMonth: string, endMonth: string) =>
      (
        await callApi<CapitalSummary>(
          `v1/front/capital/summary?startMonth=${startMonth}&endMonth=${endMonth}`,
          { token },
        )
      ).envelope.resultData;
    const statement = (
      await callApi<Paged<Bill>>('v1/front/withdraw/deposit?pageSize=1000', { token })
    ).envelope.resultData.list;
    // the seeded statement runs over the last six months, up to today
    const month = today().slice(0, 7);
    const yearAgo = monthAt(monthIndex(month) - 11);
    const lastYear = await summary(yearAgo, month);
    expect(lastYear.income).toBe(
      statement.filter((bill) => bill.amount > 0).reduce((sum, bill) => sum + bill.amount, 0),
    );
    expect(lastYear.months.at(-1)?.balance).toBe(5_000_000);
    expect(lastYear.net).toBe(5_000_000);
    expect(lastYear.firstMonth).toBe(statement.at(-1)?.createTime.slice(0, 7));

    const before = await summary(month, month);
    await callApi<Withdrawal>('v1/front/withdraw/deposit', {
      method: 'POST',
      body: { userBankId: 1, amount: 20_000 },
      token,
    });
    expect(await summary(month, month)).toMatchObject({
      income: before.income,
      expense: before.expense + 20_000,
      net: before.net - 20_000,
    });
    const expend = (await callApi<MoneyLinePage>('v1/front/capital/expend', { token })).envelope
      .resultData;
    expect(expend.list[0]).toMatchObject({ type: 'WITHDRAW', amount: -20_000 });
  });

  it('splits the statement into money in and out, by remark keyword and days, with totals', async () => {
    const token = await member();
    const income = (
      await callApi<MoneyLinePage>('v1/front/capital/income?pageSize=5&keyword=创业收益', {
        token,
      })
    ).envelope.resultData;
    expect(income.total).toBe(7);
    expect(income.list).toHaveLength(5);
    expect(income.list.every((bill) => bill.amount > 0 && bill.remark.includes('创业收益'))).toBe(
      true,
    );
    expect(income.amount).toBe(4 * 80_000 + 3 * 45_000);

    // thirty days of the seeded statement, which runs up to today
    const [start, end] = [dayFromToday(-60), dayFromToday(-30)];
    const spent = (
      await callApi<MoneyLinePage>(
        `v1/front/capital/expend?pageSize=100&startTime=${start}&endTime=${end}`,
        { token },
      )
    ).envelope.resultData;
    expect(spent.total).toBeGreaterThan(0);
    expect(
      spent.list.every((bill) => {
        const day = bill.createTime.slice(0, 10);
        return bill.amount < 0 && day >= start && day <= end;
      }),
    ).toBe(true);
    expect(spent.amount).toBe(spent.list.reduce((sum, bill) => sum + bill.amount, 0));
  });

  it('lists both members investments with totals, and the returns of one own investment only', async () => {
    seedOn();
    const token = await member();
    const page = (await callApi<InvestmentPage>('v1/front/invest', { token })).envelope.resultData;
    expect(page.list.map((row) => [row.investName, row.status, row.income])).toEqual([
      ['县域冷链物流中心', 'AUDIT', 0],
      ['智慧药房连锁加盟', 'PASS', 135_000],
      ['社区健康驿站合伙项目', 'PASS', 320_000],
    ]);
    expect(page).toMatchObject({ total: 3, investAmount: 18_000_000, incomeAmount: 455_000 });
    const returns = (await callApi<Paged<InvestIncome>>('v1/front/invest/1/income', { token }))
      .envelope.resultData;
    expect(returns.list.map((row) => row.createTime.slice(0, 10))).toEqual([
      '2024-05-15',
      '2024-04-15',
      '2024-03-15',
      '2024-02-15',
    ]);

    const other = await member('13800000002');
    const theirs = (await callApi<InvestmentPage>('v1/front/invest', { token: other })).envelope
      .resultData;
    expect(theirs.list).toEqual([expect.objectContaining({ investId: 4, status: 'AUDIT' })]);
    const foreign = await callApi('v1/front/invest/1/income', { token: other });
    expect(foreign.envelope.errorCode).toBe('20906');
  });

  it('seedStatement adds lines through the statement, ending at the new balance', async () => {
    const token = await member();
    const statement = async () =>
      (await callApi<Paged<Bill>>('v1/front/withdraw/deposit?pageSize=2', { token })).envelope
        .resultData;
    const seeded = (await statement()).total;
    mockApi.seedStatement(301);
    const page = await statement();
    expect(page.total).toBe(seeded + 301);
    const balance = mockApi.snapshot().users[0].balance;
    expect(page.list[0].balanceAfter).toBe(balance);
    expect(balance).toBeGreaterThan(5_000_000);
  });
});
