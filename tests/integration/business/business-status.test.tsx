import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessCopy, commonCopy } from '@/copy';
import { businessEndpoints } from '@/features/business/api/business-endpoints';
import { mockApi } from '@tests/mock-backend';
import { renderApp, SEEDED_MEMBER, SEEDED_ZERO_BALANCE_MEMBER } from '@tests/render-app';
import { seedOn } from '@tests/seed-day';

const JUNE = '/member/business_status?month=2024-06';

/** A card of the page by its title (the side menu also says 配送中心). */
const card = (title: string) => screen.findByRole('region', { name: title });

describe('business status', () => {
  // June 2024 as the seed was written: 14 orders, the last of them on the 20th
  beforeEach(() => seedOn());

  it('shows the month orders, money and distribution centre against the month before', async () => {
    await renderApp(JUNE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText('2024-06（对比 2024-05）')).toBeInTheDocument();
    const orders = await card(businessCopy.ordersTitle);
    expect(within(orders).getByText('10')).toBeInTheDocument();
    expect(within(orders).getByText('待付款 2')).toBeInTheDocument();
    expect(within(orders).getByText(/^累计已付订单 10 笔，共 ¥/)).toBeInTheDocument();
    expect(within(orders).getByText(/上月 0，上月为 0/)).toBeInTheDocument();
    const centre = await card(businessCopy.distributionTitle);
    expect(within(centre).getByText(/区县级/)).toBeInTheDocument();
    expect(within(centre).getByText('12')).toBeInTheDocument();
  });

  it('a failed load shows 加载失败 with 重试, then the figures', async () => {
    mockApi.failNext(businessEndpoints.statistics, { network: true });
    await renderApp(JUNE, { loggedInAs: SEEDED_MEMBER });
    expect(await screen.findByText(commonCopy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await card(businessCopy.moneyTitle)).toBeInTheDocument();
  });

  it('a minimal answer says each card has no data, without a crash', async () => {
    mockApi.failNext(businessEndpoints.statistics, { resultData: { month: '2024-06' } });
    await renderApp(JUNE, { loggedInAs: SEEDED_MEMBER });
    for (const title of [
      businessCopy.ordersTitle,
      businessCopy.moneyTitle,
      businessCopy.distributionTitle,
    ]) {
      expect(within(await card(title)).getByText(businessCopy.unavailable)).toBeInTheDocument();
    }
    expect(screen.queryByText(commonCopy.errorTitle)).toBeNull();
  });

  it('an amount that is not whole fen costs only its own card', async () => {
    mockApi.failNext(businessEndpoints.statistics, {
      resultData: {
        month: '2024-06',
        orders: {
          count: 1,
          amount: 1.5,
          lastCount: 0,
          lastAmount: 0,
          paidCount: 1,
          paidAmount: 0,
          byStatus: [],
        },
        money: { income: 12345, expense: 100, lastIncome: 0, lastExpense: 0, balance: 50000 },
        distribution: { hasCentre: 1, gear: 'odd', status: 1, amount: 0 },
      },
    });
    await renderApp(JUNE, { loggedInAs: SEEDED_MEMBER });
    const orders = await card(businessCopy.ordersTitle);
    expect(within(orders).getByText(businessCopy.unavailable)).toBeInTheDocument();
    const money = await card(businessCopy.moneyTitle);
    expect(within(money).getByText('¥123.45')).toBeInTheDocument();
    // an unknown gear reads as the smallest rather than failing the card
    const centre = await card(businessCopy.distributionTitle);
    expect(within(centre).getByText(/社区\/村级/)).toBeInTheDocument();
  });

  it('shows the same screen to a member without any code: no centre said plainly', async () => {
    await renderApp('/member/business_status', { loggedInAs: SEEDED_ZERO_BALANCE_MEMBER });
    const centre = await card(businessCopy.distributionTitle);
    expect(await within(centre).findByText(businessCopy.noCentre)).toBeInTheDocument();
    const orders = await card(businessCopy.ordersTitle);
    expect(within(orders).getByText(businessCopy.noOrders)).toBeInTheDocument();
  });

  it('reads large figures in 万 and 亿, each exact on hover', async () => {
    mockApi.failNext(businessEndpoints.statistics, {
      resultData: {
        month: '2024-06',
        orders: {
          count: 12_860,
          amount: 123_456_789,
          lastCount: 245_000_000,
          lastAmount: 0,
          paidCount: 3,
          paidAmount: 30_000_000_000,
          byStatus: [],
        },
        money: { income: 999_999, expense: 0, lastIncome: 0, lastExpense: 0, balance: 5_000_000 },
        distribution: {
          hasCentre: 1,
          gear: 3,
          status: 1,
          toSend: 0,
          orders: 10_000,
          amount: 0,
          sent: 0,
        },
      },
    });
    await renderApp(JUNE, { loggedInAs: SEEDED_MEMBER });
    const orders = await card(businessCopy.ordersTitle);
    expect(within(orders).getByTitle('12,860')).toHaveTextContent('1.29万');
    expect(within(orders).getByTitle('¥1,234,567.89')).toHaveTextContent('¥123.46万');
    expect(within(orders).getByTitle('上月 245,000,000')).toHaveTextContent('上月 2.45亿');
    expect(within(orders).getByTitle('累计已付订单 3 笔，共 ¥300,000,000.00')).toHaveTextContent(
      '累计已付订单 3 笔，共 ¥3亿',
    );
    const money = await card(businessCopy.moneyTitle);
    // below ¥10,000 the amount is exact already
    expect(within(money).getByText('¥9,999.99')).not.toHaveAttribute('title');
    expect(within(money).getByTitle('¥50,000.00')).toHaveTextContent('¥5万');
    const centre = await card(businessCopy.distributionTitle);
    expect(within(centre).getByTitle('10,000')).toHaveTextContent('1万');
  });
});
