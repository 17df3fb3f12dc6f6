import type { Locator, Page } from '@playwright/test';
import { formatFen, formatSignedFen } from '@/utils/money';
import { expect, logIn, memberMenu, mockApi, test } from './fixtures';

const MEMBER_ID = 1;
const PLATFORM = '会员服务平台';
const PRINT_TIME = /^打印时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface PrintSnapshot {
  orders: {
    orderId: number;
    payCode: string;
    userId: number;
    price: number;
    payTime: string | null;
    goods: { goodStockId: number; goodName: string; price: number; num: number }[];
  }[];
  bills: { billId: number; userId: number; type: string; amount: number; createTime: string }[];
}

const printSnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as PrintSnapshot;

/** window.print answered by a count, so that 打印 can be clicked without the browser's dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { __printed: number };
    counted.__printed = 0;
    window.print = () => {
      counted.__printed += 1;
    };
  });
}

const printsCounted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed: number }).__printed);

/** Clicks 打印 in `area` and looks at the page as the printer gets it. */
async function print(page: Page, area: Locator) {
  await area.getByRole('button', { name: '打印' }).click();
  expect(await printsCounted(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
}

/** The app's header and side menu are not printed; the head of the printout in `area` is. */
async function expectPrintedChrome(page: Page, area: Locator) {
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(memberMenu(page)).toBeHidden();
  await expect(area.getByText(PLATFORM, { exact: true })).toBeVisible();
  await expect(area.getByText(PRINT_TIME)).toBeVisible();
  await expect(area.getByRole('button', { name: '打印' })).toBeHidden();
}

test('an order’s detail prints alone as a document with its goods, line totals and amount', async ({
  page,
}) => {
  await countPrints(page);
  await logIn(page);
  const { orders } = await printSnapshot(page);
  // a paid order with a line of several pieces, whose total differs from its unit price
  const order = orders
    .filter((row) => row.userId === MEMBER_ID && row.payTime !== null)
    .find((row) => row.goods.some((good) => good.num > 1));
  const line = order?.goods.find((good) => good.num > 1);
  if (!order || !line) throw new Error('a paid order with a line of several pieces is seeded');

  await page.goto(`/member/water_order?type=water_order&id=${order.orderId}`);
  const drawer = page.getByRole('dialog', { name: '订单详情' });
  await expect(drawer.getByText(order.payCode, { exact: true })).toBeVisible();
  await print(page, drawer);

  await expectPrintedChrome(page, drawer);
  // the list behind the drawer is not printed
  await expect(page.getByRole('article', { name: `订单 ${order.payCode}` })).toBeHidden();
  await expect(drawer.getByText(`订单号：${order.payCode}`)).toBeVisible();
  await expect(drawer.getByText(order.payCode, { exact: true })).toBeVisible();
  const row = drawer.getByRole('row').filter({ hasText: line.goodName });
  await expect(row.getByRole('cell', { name: formatFen(line.price * line.num) })).toBeVisible();
  await expect(row.getByRole('cell', { name: String(line.num), exact: true })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: '小计' })).toBeVisible();
  const paid = drawer.getByRole('row').filter({ hasText: '实付金额' });
  await expect(paid.getByText(formatFen(order.price))).toBeVisible();
});

test('账单’s statement prints the page shown, headed by its type, period and page', async ({
  page,
}) => {
  await countPrints(page);
  await logIn(page);
  const { bills } = await printSnapshot(page);
  const [newest] = bills
    .filter((bill) => bill.userId === MEMBER_ID && bill.type === 'CONSUME')
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.billId - a.billId);
  if (!newest) throw new Error('the member’s statement has 消费 lines');

  await page.goto('/member/withdrawal?type=CONSUME');
  const statement = page.getByRole('region', { name: '收支明细' });
  const firstAmount = statement.getByRole('cell', { name: formatSignedFen(newest.amount) });
  await expect(firstAmount.first()).toBeVisible();
  const shown = await statement.locator('tbody tr').count();
  await print(page, statement);

  // the statement's head sits above its card, in the screen's main part
  const main = page.getByRole('main');
  await expectPrintedChrome(page, main);
  await expect(main.getByText('类型：消费')).toBeVisible();
  await expect(main.getByText('日期：全部')).toBeVisible();
  await expect(main.getByText('第 1 页')).toBeVisible();
  // the filters, the pager and the other cards of the screen are not printed
  await expect(statement.getByRole('combobox', { name: '类型' })).toBeHidden();
  await expect(statement.getByRole('button', { name: '下一页' })).toBeHidden();
  await expect(page.getByRole('region', { name: '提现记录' })).toBeHidden();
  await expect(page.getByRole('heading', { name: '账单', level: 1 })).toBeHidden();
  await expect(firstAmount.first()).toBeVisible();
  await expect(statement.getByRole('columnheader', { name: '余额' })).toBeVisible();
  await expect(statement.locator('tbody tr')).toHaveCount(shown);
});

test('a portal page printed from the browser leaves out the header, the ticker and the toolbar', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/home');
  const toolbar = page.getByRole('navigation', { name: '快捷工具栏' });
  const ticker = page.getByRole('region', { name: '滚动公告' });
  await expect(toolbar).toBeVisible();
  await expect(ticker).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(ticker).toBeHidden();
  await expect(toolbar).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
});
