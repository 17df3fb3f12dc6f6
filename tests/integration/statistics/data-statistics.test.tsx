import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberPath } from '@/config/paths';
import { commonCopy, figuresCopy, statisticsCopy } from '@/copy';
import { statisticsEndpoints } from '@/features/statistics/api/statistics-endpoints';
import { apiClient } from '@/lib/api-client';
import { formatFen, formatFenShort } from '@/utils/money';
import { mockApi } from '@tests/mock-backend';
import { bodyCells } from '@tests/table-rows';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';

const PAGE = memberPath('data_statistics');
/** 10 February 2026: 近12个月 is March 2025 to February 2026. */
const TODAY = new Date(2026, 1, 10, 12);
const LAST_12_MONTHS = { startMonth: '2025-03', endMonth: '2026-02' };

const region = (name: string) => screen.findByRole('region', { name });

describe('数据统计', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    mockApi.reset();
  });

  it('shows the last 12 months’ sales as the server counts them: totals, months, categories, areas', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    const months = await region(statisticsCopy.byMonth);
    const figures = await apiClient.call(statisticsEndpoints.sales, { query: LAST_12_MONTHS });
    const total = figures.total ?? { amount: 0, count: 0 };

    const amount = await region(statisticsCopy.salesAmount);
    // in 万 above ¥10,000, the exact amount on hover
    expect(within(amount).getByTitle(formatFen(total.amount))).toHaveTextContent(
      formatFenShort(total.amount),
    );
    expect(await region(statisticsCopy.orderCount)).toHaveTextContent(String(total.count));

    expect(bodyCells(months)).toEqual(
      (figures.byMonth ?? []).map((row) => [
        `${Number(row.month.slice(0, 4))}年${Number(row.month.slice(5))}月`,
        formatFen(row.amount),
        String(row.count),
      ]),
    );
    const categories = bodyCells(await region(statisticsCopy.byCategory));
    expect(categories.map(([name, money]) => [name, money])).toEqual(
      (figures.byCategory ?? []).map((row) => [row.classifyName, formatFen(row.amount)]),
    );
    const districts = bodyCells(await region(statisticsCopy.byDistrict));
    expect(districts[0]?.[0]).toMatch(/^(深圳市|广州市).+区$/);
    const shares = districts.map((row) => Number(row[3]?.replace('%', '')));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
    for (const part of [statisticsCopy.byMonth, statisticsCopy.byCategory]) {
      expect(
        within(await region(part)).getByRole('button', { name: figuresCopy.exportOf(part) }),
      ).toBeInTheDocument();
    }
  });

  it('switches the period in the URL, offering last year back to the first sale', async () => {
    const { router } = await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    await region(statisticsCopy.byMonth);
    await userEvent.click(screen.getByRole('radio', { name: '近6个月' }));
    expect(router.state.location.search).toBe('?period=6m');
    await waitFor(async () =>
      expect(bodyCells(await region(statisticsCopy.byMonth))).toHaveLength(6),
    );
    expect(bodyCells(await region(statisticsCopy.byMonth))[0]?.[0]).toBe('2025年9月');
    await userEvent.click(screen.getByRole('radio', { name: '2025年' }));
    await waitFor(async () =>
      expect(bodyCells(await region(statisticsCopy.byMonth))[0]?.[0]).toBe('2025年1月'),
    );
  });

  it('a failed load shows 加载失败 with 重试, then the figures', async () => {
    mockApi.failNext(statisticsEndpoints.sales, { network: true });
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await region(statisticsCopy.byMonth)).toBeInTheDocument();
  });

  it('an answer without its parts says so in each, and an odd amount costs only its part', async () => {
    mockApi.failNext(statisticsEndpoints.sales, {
      resultData: {
        total: { amount: 1.5, count: 1 },
        byMonth: [{ month: '2026-01', amount: 12_345, count: 2 }],
      },
    });
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    const months = await region(statisticsCopy.byMonth);
    expect(bodyCells(months)).toHaveLength(12);
    expect(bodyCells(months)).toContainEqual(['2026年1月', '¥123.45', '2']);
    for (const part of [
      statisticsCopy.salesAmount,
      statisticsCopy.orderCount,
      statisticsCopy.byCategory,
      statisticsCopy.byDistrict,
    ]) {
      expect(within(await region(part)).getByText(figuresCopy.unavailable)).toBeInTheDocument();
    }
    expect(
      within(await region(statisticsCopy.byCategory)).queryByRole('button', {
        name: figuresCopy.exportOf(statisticsCopy.byCategory),
      }),
    ).toBeNull();
  });

  it('shows the second member zeros and no sales, never a failure', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    const months = await region(statisticsCopy.byMonth);
    expect(bodyCells(months)).toHaveLength(12);
    expect(bodyCells(months).every(([, money, count]) => money === '¥0.00' && count === '0')).toBe(
      true,
    );
    expect(await region(statisticsCopy.salesAmount)).toHaveTextContent('¥0.00');
    for (const part of [statisticsCopy.byCategory, statisticsCopy.byDistrict]) {
      expect(within(await region(part)).getByText(statisticsCopy.noSales)).toBeInTheDocument();
    }
    expect(screen.queryByText(commonCopy.loadFailed)).toBeNull();
  });
});
