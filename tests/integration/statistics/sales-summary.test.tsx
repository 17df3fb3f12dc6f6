import { screen, within } from '@testing-library/react';
import { memberPath } from '@/config/paths';
import { figuresCopy, statisticsCopy } from '@/copy';
import { statisticsEndpoints } from '@/features/statistics/api/statistics-endpoints';
import { apiClient } from '@/lib/api-client';
import { formatFen } from '@/utils/money';
import { mockApi } from '@tests/mock-backend';
import { bodyCells } from '@tests/table-rows';
import {
  dropPermissionCodes,
  renderApp,
  SEEDED_MEMBER,
  SEEDED_ZERO_BALANCE_MEMBER,
} from '@tests/render-app';

const PAGE = memberPath('salesInfo_sum');
const TODAY = new Date(2026, 1, 10, 12);

const region = (name: string) => screen.findByRole('region', { name });

describe('销售汇总', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    mockApi.reset();
  });

  it('shows the sales by level and, to a member holding the code, by person, best first', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    const levels = await region(statisticsCopy.byDepth);
    const { byDepth, byMember } = await apiClient.call(statisticsEndpoints.performance, {
      query: { startMonth: '2025-03', endMonth: '2026-02' },
    });
    expect(bodyCells(levels).map(([level, people, money]) => [level, people, money])).toEqual(
      ['本人', '一级', '二级', '三级'].map((level, index) => [
        level,
        String(byDepth?.[index]?.members),
        formatFen(byDepth?.[index]?.amount ?? 0),
      ]),
    );
    expect(await region(statisticsCopy.people)).toHaveTextContent('26');

    const people = bodyCells(await region(statisticsCopy.byMember));
    expect(people).toHaveLength(26);
    expect(people[0]?.slice(0, 3)).toEqual([
      byMember?.[0]?.userName,
      byMember?.[0]?.phone,
      ['本人', '一级', '二级', '三级'][byMember?.[0]?.depth ?? 0],
    ]);
    // the member is among them, as 本人, with their member level
    expect(people.find(([name]) => name === '林晓雨')?.slice(0, 4)).toEqual([
      '林晓雨',
      '138****0001',
      '本人',
      'V3',
    ]);
  });

  it('shows the second member the levels of their team at zero, and no one’s own figures', async () => {
    await renderApp(PAGE, { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    const levels = await region(statisticsCopy.byDepth);
    expect(bodyCells(levels)).toEqual([
      ['本人', '1', '¥0.00', '0', '0.0%'],
      ['一级', '2', '¥0.00', '0', '0.0%'],
      ['二级', '1', '¥0.00', '0', '0.0%'],
    ]);
    expect(await region(statisticsCopy.teamAmount)).toHaveTextContent('¥0.00');
    expect(screen.queryByRole('region', { name: statisticsCopy.byMember })).toBeNull();
  });

  it('hides each person’s figures once the code is gone, and says when the answer lacks them', async () => {
    mockApi.failNext(statisticsEndpoints.performance, {
      resultData: { total: { amount: 0, count: 0, members: 1 }, byDepth: [] },
    });
    await renderApp(PAGE, { loggedInAs: SEEDED_MEMBER });
    const people = await region(statisticsCopy.byMember);
    expect(within(people).getByText(figuresCopy.unavailable)).toBeInTheDocument();
    expect(
      within(await region(statisticsCopy.byDepth)).getByText(statisticsCopy.noSales),
    ).toBeInTheDocument();
    dropPermissionCodes();
    expect(screen.queryByRole('region', { name: statisticsCopy.byMember })).toBeNull();
  });
});
