import type { Envelope } from '@/lib/api-types';
import type {
  SalesFigures,
  SalesStatistics,
  TeamPerformance,
} from '@/features/statistics/api/statistics-schemas';
import { mockApi } from '@tests/mock-backend';
import { childrenOf, loadDistricts } from '../db/district-tree';
import { asMember, callApi, type MemberCalls } from './call-api';

const STATISTICS = 'v1/front/statistics';
const PERFORMANCE = 'v1/front/performance';
/** 10 February 2026: the last 12 months are March 2025 to February 2026. */
const TODAY = new Date(2026, 1, 10, 12);
const LAST_12_MONTHS = 'startMonth=2025-03&endMonth=2026-02';

const sum = (rows: readonly SalesFigures[]): SalesFigures => ({
  amount: rows.reduce((total, row) => total + row.amount, 0),
  count: rows.reduce((total, row) => total + row.count, 0),
});

const figuresOf = async <T>(member: MemberCalls, path: string, range = LAST_12_MONTHS) =>
  (await member.get<T>(`${path}?${range}`)).resultData;

describe('sales figures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    // the seed dates the sales from the day it is made
    mockApi.reset();
  });

  it('sums the network’s sales alike by month, category and area; 销售汇总 agrees to the fen', async () => {
    const owner = await asMember();
    const statistics = await figuresOf<SalesStatistics>(owner, STATISTICS);
    const { total } = statistics;
    expect(total?.count).toBeGreaterThan(100);
    expect(statistics.byMonth?.map((row) => row.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    for (const part of [statistics.byMonth, statistics.byCategory, statistics.byDistrict]) {
      expect(sum(part ?? [])).toEqual(total);
    }

    const performance = await figuresOf<TeamPerformance>(owner, PERFORMANCE);
    // the account and the 25 of its team
    expect(performance.total).toEqual({ ...total, members: 26 });
    expect(sum(performance.byDepth ?? [])).toEqual(total);
    expect(sum(performance.byMember ?? [])).toEqual(total);
    expect(performance.byDepth?.map(({ depth, members }) => [depth, members])).toEqual([
      [0, 1],
      [1, 12],
      [2, 9],
      [3, 4],
    ]);
    expect(performance.byMember?.[0]?.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('lives in the present: something sold in every one of the last 12 months, from 13 months back', async () => {
    const owner = await asMember();
    const statistics = await figuresOf<SalesStatistics>(owner, STATISTICS);
    expect(statistics.byMonth?.every((month) => month.count > 0)).toBe(true);
    expect(statistics.firstMonth).toBe('2025-01');
    const future = await figuresOf<SalesStatistics>(
      owner,
      STATISTICS,
      'startMonth=2026-03&endMonth=2026-12',
    );
    expect(future.total).toEqual({ amount: 0, count: 0 });
    const earlier = await figuresOf<SalesStatistics>(
      owner,
      STATISTICS,
      'startMonth=2025-01&endMonth=2025-02',
    );
    expect(earlier.total?.count).toBeGreaterThan(0);
  });

  it('names the catalogue’s top categories and real areas of the district tables, the largest first', async () => {
    const owner = await asMember();
    const { byCategory, byDistrict } = await figuresOf<SalesStatistics>(owner, STATISTICS);
    const topCategories = mockApi
      .snapshot()
      .classifies.filter((row) => row.parentId === 0)
      .map(({ classifyId, classifyName }) => ({ classifyId, classifyName }));
    for (const row of byCategory ?? []) {
      expect(topCategories).toContainEqual({
        classifyId: row.classifyId,
        classifyName: row.classifyName,
      });
    }
    await loadDistricts();
    for (const row of byDistrict ?? []) {
      const city = childrenOf(Math.floor(row.districtId / 10_000)).find(
        (node) => node.districtId === Math.floor(row.districtId / 100),
      );
      expect(city?.district).toBe(row.city);
      expect(childrenOf(city?.districtId ?? 0)).toContainEqual({
        districtId: row.districtId,
        district: row.district,
        level: 2,
      });
    }
    const amounts = (byDistrict ?? []).map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('gives the second member zeros, not failures, and each person’s figures only with the code', async () => {
    const other = await asMember('13800000002');
    const statistics = await figuresOf<SalesStatistics>(other, STATISTICS);
    expect(statistics).toMatchObject({
      total: { amount: 0, count: 0 },
      byCategory: [],
      byDistrict: [],
      firstMonth: null,
    });
    expect(statistics.byMonth).toHaveLength(12);
    expect(statistics.byMonth?.every((month) => month.amount === 0)).toBe(true);

    const performance = await figuresOf<TeamPerformance>(other, PERFORMANCE);
    expect(performance.total).toEqual({ amount: 0, count: 0, members: 4 });
    expect(performance.byDepth).toEqual([
      { depth: 0, members: 1, amount: 0, count: 0 },
      { depth: 1, members: 2, amount: 0, count: 0 },
      { depth: 2, members: 1, amount: 0, count: 0 },
    ]);
    expect(performance.byMember).toBeNull();
  });

  it('lists a newcomer to the team, and their own team below them, with nothing sold yet', async () => {
    const newcomer = await asMember('13800000002');
    await callApi('v1/front/follow', {
      method: 'PUT',
      body: { phone: '13800000001' },
      token: newcomer.token,
    });
    const owner = await asMember();
    const performance = await figuresOf<TeamPerformance>(owner, PERFORMANCE);
    // 王建国 joins the first level; his three come with him, one level further down each
    expect(performance.total?.members).toBe(30);
    expect(performance.byMember).toContainEqual(
      expect.objectContaining({ userName: '王建国', depth: 1, amount: 0, count: 0 }),
    );
  });

  it('refuses a missing, malformed, reversed or too long range', async () => {
    const owner = await asMember();
    for (const range of [
      'startMonth=2025-03',
      'startMonth=2025-13&endMonth=2026-02',
      'startMonth=2026-02&endMonth=2025-03',
      'startMonth=2000-01&endMonth=2026-02',
    ]) {
      for (const path of [STATISTICS, PERFORMANCE]) {
        const answer: Envelope<unknown> = await owner.get(`${path}?${range}`);
        expect(answer).toMatchObject({ resultStatus: false, errorCode: '10000' });
      }
    }
  });
});
