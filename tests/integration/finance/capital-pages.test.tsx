import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capitalCopy, chartCopy, commonCopy, numberCopy, ventureCopy } from '@/copy';
import { memberPath } from '@/config/paths';
import { capitalEndpoints } from '@/features/finance/api/capital-endpoints';
import { parseAnswer } from '@/lib/schema';
import { mockApi } from '@tests/mock-backend';
import { renderWithProviders } from '@tests/render';
import { seedOn } from '@tests/seed-day';
import { logInAs, renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { BalanceTrendCard } from '@/features/finance/components/balance-trend-card';
import { investmentPageSchema, moneyLinePageSchema } from '@/features/finance/api/capital-schemas';

const asMember = { loggedInAs: SEEDED_MEMBER };
const expectNoCrash = () => expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
const total = (name: string) => screen.getByRole('region', { name });

describe('收支汇总', () => {
  it('by default holds the whole seeded statement, which runs up to today', async () => {
    await renderApp(memberPath('income_summary'), asMember);
    expect(await screen.findByRole('radio', { name: '近12个月' })).toBeChecked();
    const net = await screen.findByRole('region', { name: capitalCopy.net });
    // in 万 from ¥10,000, the exact amount on hover
    expect(within(net).getByTitle('¥50,000.00')).toHaveTextContent('¥5万');
    expect(total(capitalCopy.income)).not.toHaveTextContent('¥0.00');
  });

  it('shows the period totals and each month in the chart table; another period changes them', async () => {
    // seeded on 20 June 2024 (the statement runs from January to June 2024), opened on 10 July
    seedOn();
    vi.setSystemTime(new Date(2024, 6, 10));
    await renderApp(`${memberPath('income_summary')}?period=6m`, asMember);
    expect(await screen.findByRole('region', { name: capitalCopy.net })).toHaveTextContent('¥');
    const table = screen.getByRole('table', { name: capitalCopy.chartCaption('近6个月') });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      chartCopy.category,
      '2024年2月',
      '2024年3月',
      '2024年4月',
      '2024年5月',
      '2024年6月',
      '2024年7月',
    ]);
    // July has no lines; June's figures are the statement's
    expect(rows[6]).toHaveTextContent('¥0.00¥0.00');
    const sixMonthsNet = total(capitalCopy.net).textContent;

    await userEvent.click(screen.getByRole('radio', { name: '今年' }));
    expect(
      await screen.findByRole('table', { name: capitalCopy.chartCaption('今年') }),
    ).toBeInTheDocument();
    // the whole statement: from 0 at the first top-up to the seeded ¥50,000.00
    expect(total(capitalCopy.net)).toHaveTextContent('¥50,000.00');
    expect(total(capitalCopy.net).textContent).not.toBe(sixMonthsNet);
    expectNoCrash();
  });

  it('a failed summary shows 重试, then the figures', async () => {
    mockApi.failNext(capitalEndpoints.summary, { network: true });
    await renderApp(memberPath('income_summary'), asMember);
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('region', { name: capitalCopy.income })).toBeVisible();
  });
});

describe('余额走势', () => {
  it('ends today at the balance, after months at 0 before the seeded statement', async () => {
    await logInAs(SEEDED_MEMBER);
    renderWithProviders(<BalanceTrendCard />);
    const table = await screen.findByRole('table', { name: capitalCopy.trendCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('¥0.00');
    expect(rows[12]).toHaveTextContent('¥50,000.00');
    expect(
      rows.slice(1).filter((row) => !row.textContent?.endsWith('¥0.00')).length,
    ).toBeGreaterThan(4);
  });

  it('reads the balance at the end of each of the last 12 months, 0 before the first line', async () => {
    seedOn();
    vi.setSystemTime(new Date(2024, 6, 10));
    await logInAs(SEEDED_MEMBER);
    renderWithProviders(<BalanceTrendCard />);
    const table = await screen.findByRole('table', { name: capitalCopy.trendCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('2023年8月¥0.00');
    // June 2024 ends at the seeded balance, and July carries it
    expect(rows[11]).toHaveTextContent('2024年6月¥50,000.00');
    expect(rows[12]).toHaveTextContent('2024年7月¥50,000.00');
  });
});

describe('收入明细 and 支出明细', () => {
  it('searches the money-in lines by remark, in the URL, with their total', async () => {
    const { router } = await renderApp(memberPath('income'), asMember);
    expect(await screen.findByText(/共 \d+ 笔，合计/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: capitalCopy.searchRemark }),
      '创业收益',
    );
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('共 7 笔，合计', { exact: false })).toHaveTextContent(
      '¥4,550.00',
    );
    expect(router.state.location.search).toContain('keyword=');
    expect(screen.getAllByText(/^创业收益：/).length).toBe(7);
  });

  it('lists only money out, signed, and says when nothing matches', async () => {
    await renderApp(`${memberPath('expend')}?keyword=不存在的备注`, asMember);
    expect(await screen.findByText(capitalCopy.expendEmpty)).toBeInTheDocument();
  });
});

describe('创业收益 answers: minimal, malformed and failed', () => {
  it('schemas: totals missing are unknown, rows without an id or whole fen are left out', () => {
    expect(parseAnswer(investmentPageSchema, { list: [{ investId: '2', amount: 100 }] })).toEqual({
      ok: true,
      value: {
        list: [
          {
            investId: 2,
            investName: '',
            amount: 100,
            investTime: '',
            status: 'UNDEFINED',
            income: 0,
          },
        ],
        total: 1,
        investAmount: null,
        incomeAmount: null,
      },
    });
    expect(
      parseAnswer(investmentPageSchema, {
        list: [
          { investName: '无编号', amount: 1 },
          { investId: 3, amount: 0.5 },
        ],
        investAmount: 'x',
      }),
    ).toMatchObject({ ok: true, value: { list: [], total: 0, investAmount: null } });
    expect(parseAnswer(moneyLinePageSchema, { list: [], total: 0 })).toEqual({
      ok: true,
      value: { list: [], total: 0, amount: null },
    });
  });

  it('lists the investments with their totals and shows the returns of one, in the URL', async () => {
    const { router, unmount } = await renderApp(memberPath('venture'), asMember);
    expect(await screen.findByText('社区健康驿站合伙项目')).toBeInTheDocument();
    expect(screen.getByText('¥180,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥4,550.00')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `${ventureCopy.showIncome} 智慧药房连锁加盟` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: ventureCopy.incomeTitle('智慧药房连锁加盟'),
    });
    expect(await within(dialog).findAllByText('+¥450.00')).toHaveLength(3);
    const investId = new URLSearchParams(router.state.location.search).get('id');
    expect(investId).toMatch(/^\d+$/);

    unmount();
    const reloaded = await renderApp(`${memberPath('venture')}?id=${investId}`, asMember);
    const again = await screen.findByRole('dialog', {
      name: ventureCopy.incomeTitle('智慧药房连锁加盟'),
    });
    expect(await within(again).findAllByText('+¥450.00')).toHaveLength(3);
    await userEvent.click(within(again).getByRole('button', { name: commonCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloaded.router.state.location.search).toBe('');
  });

  it('says so for an investment that is not the member’s', async () => {
    await renderApp(`${memberPath('venture')}?id=99999`, asMember);
    const dialog = await screen.findByRole('dialog', { name: ventureCopy.showIncome });
    expect(await within(dialog).findByText(ventureCopy.investmentNotFound)).toBeVisible();
  });

  it('a minimal answer shows what it has, unknown totals as —', async () => {
    mockApi.failNext(capitalEndpoints.investments, {
      resultData: { list: [{ investId: 9, amount: 2_000_000, status: 'PASS' }, { amount: 5 }] },
    });
    await renderApp(memberPath('venture'), asMember);
    expect(await screen.findByText('¥20,000.00')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getAllByText(numberCopy.noFigure)).toHaveLength(2);
    expect(screen.getByText(ventureCopy.countValue(1))).toBeInTheDocument();
    expectNoCrash();
  });

  it('a failed list shows 重试, never 暂无投资项目, and 重试 loads it', async () => {
    mockApi.failNext(capitalEndpoints.investments, { network: true });
    await renderApp(memberPath('venture'), { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText(ventureCopy.empty)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('社区团购服务站')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
  });
});
