import type { BusinessStatistics } from '@/features/business/api/business-schemas';
import type { CapitalSummary } from '@/features/finance/api/capital-schemas';
import { seedOn } from '@tests/seed-day';
import { asMember } from './call-api';

const STATISTICS = 'v1/front/business/statistics';

describe('business statistics', () => {
  // the months of the seed as written: 14 orders in June 2024, the statement from January
  beforeEach(() => seedOn());

  it('counts the month paid orders against the month before, and every order by status', async () => {
    const owner = await asMember();
    const june = (await owner.get<BusinessStatistics>(`${STATISTICS}?month=2024-06`)).resultData;
    expect(june.month).toBe('2024-06');
    // 14 orders in June 2024: two waiting for payment and two cancelled were never paid
    expect(june.orders).toMatchObject({ count: 10, lastCount: 0, lastAmount: 0, paidCount: 10 });
    expect(june.orders?.paidAmount).toBe(june.orders?.amount);
    expect(june.orders?.amount).toBeGreaterThan(0);
    expect(june.orders?.byStatus).toContainEqual({ status: 'WAIT', count: 2 });
    expect(june.orders?.byStatus).toContainEqual({ status: 'FINISH', count: 2 });
    const july = (await owner.get<BusinessStatistics>(`${STATISTICS}?month=2024-07`)).resultData;
    expect(july.orders).toMatchObject({
      count: 0,
      amount: 0,
      lastCount: 10,
      lastAmount: june.orders?.amount,
    });
  });

  it('reads money in and out from the statement, as the income summary does', async () => {
    const owner = await asMember();
    const { money } = (await owner.get<BusinessStatistics>(`${STATISTICS}?month=2024-03`))
      .resultData;
    const summary = (
      await owner.get<CapitalSummary>(
        'v1/front/capital/summary?startMonth=2024-02&endMonth=2024-03',
      )
    ).resultData;
    const [february, march] = summary.months;
    expect(money).toEqual({
      income: march.income,
      expense: march.expense,
      lastIncome: february.income,
      lastExpense: february.expense,
      balance: march.balance,
    });
  });

  it('shows the distribution centre this month; a parcel sent counts at once', async () => {
    const owner = await asMember();
    const before = (await owner.get<BusinessStatistics>(STATISTICS)).resultData.distribution;
    expect(before).toMatchObject({ hasCentre: 1, gear: 3, status: 1, toSend: 12 });
    await owner.post('v1/front/distribution/send', {
      distributionOrderId: 5,
      expressCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    const after = (await owner.get<BusinessStatistics>(STATISTICS)).resultData.distribution;
    expect(after).toMatchObject({ toSend: 11, sent: (before?.sent ?? 0) + 1 });
  });

  it('answers the second member with no centre and no orders, and refuses an odd month', async () => {
    const other = await asMember('13800000002');
    const { resultData } = await other.get<BusinessStatistics>(STATISTICS);
    expect(resultData.distribution).toMatchObject({ hasCentre: 0, toSend: 0 });
    expect(resultData.orders).toMatchObject({ count: 0, byStatus: [] });
    expect(await other.get(`${STATISTICS}?month=2024-13`)).toMatchObject({
      resultStatus: false,
      errorCode: '10000',
    });
  });
});
