import type { Locator, Page } from '@playwright/test';
import { expect, logIn, logInOnWrittenDay, test } from './fixtures';

const SUMMARY_PAGE = '/member/income_summary';

/** '-¥1,234.56' -> -123456 */
const fenOf = (text: string): number => {
  const match = /(-?)¥([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in ${text}`);
  const fen = Number(match[2].replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -fen : fen;
};

const total = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** A total's exact amount: on hover once it reads in 万 or 亿, as shown below ¥10,000. */
async function exactFen(region: Locator): Promise<number> {
  const shortened = region.locator('.ant-statistic [title]');
  const text =
    (await shortened.count()) > 0
      ? await shortened.first().getAttribute('title')
      : await region.textContent();
  return fenOf(text ?? '');
}

/** A period of the 统计周期 buttons (the radio itself is hidden under its label). */
const choosePeriod = (page: Page, label: string) =>
  page.locator('label.ant-radio-button-wrapper', { hasText: label }).click();

test('收支汇总 shows the period totals and its chart, with the same figures as a table; another period changes them', async ({
  page,
}) => {
  // the statement as written, January to June 2024, read in January 2025: its year is offered
  // and sums to the balance
  await logInOnWrittenDay(page, '2025-01-15');
  await page.goto(SUMMARY_PAGE);
  await expect(page.getByRole('heading', { name: '收支汇总' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '近12个月' })).toBeChecked();
  await expect(total(page, '净收支')).toBeVisible();

  await choosePeriod(page, '2024年');
  await expect(page).toHaveURL(/period=2024/);
  await expect(total(page, '收入')).toContainText('¥96,414.00');
  await expect(total(page, '支出')).toContainText('¥46,414.00');
  await expect(total(page, '净收支')).toContainText('¥50,000.00');
  const chart = page.getByRole('figure');
  await expect(chart.locator('canvas')).toBeVisible();

  await chart.getByRole('button', { name: '以表格查看' }).click();
  const table = chart.getByRole('table', { name: '2024年每月收支' });
  await expect(table).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(13);
  const january = table.getByRole('row', { name: /^2024年1月/ });
  await expect(january).toContainText('¥66,393.00');
  await expect(january).toContainText('¥10,200.00');
  await expect(table.getByRole('row', { name: /^2024年12月/ })).toContainText('¥0.00¥0.00');
  await chart.getByRole('button', { name: '以图表查看' }).click();
  await expect(chart.locator('canvas')).toBeVisible();

  await choosePeriod(page, '今年');
  await expect(page).toHaveURL(/period=ytd/);
  await expect(page.getByRole('table', { name: '今年每月收支' })).toBeAttached();
  await expect(total(page, '净收支')).not.toContainText('¥50,000.00');
  await page.reload();
  await expect(page.getByRole('radio', { name: '今年' })).toBeChecked();
});

test('a withdrawal made on 账单 is listed in 支出明细 and lowers the summary net', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(SUMMARY_PAGE);
  const net = total(page, '净收支');
  await expect(net).toContainText('¥');
  const netBefore = await exactFen(net);
  const expenseBefore = await exactFen(total(page, '支出'));

  await page.goto('/member/withdrawal');
  await page.getByLabel('提现金额（元）').fill('1234.56');
  await page.getByRole('button', { name: '提交提现申请' }).click();
  await expect(page.getByText('提现申请已提交，等待审核')).toBeVisible();

  await page.goto('/member/expend');
  await expect(page.getByRole('heading', { name: '支出明细' })).toBeVisible();
  const newest = page.locator('.ant-table-row').first();
  await expect(newest).toContainText('提现（审核中）');
  await expect(newest).toContainText('-¥1,234.56');
  // searching the remark finds it; the search stays in the URL
  await page.getByRole('textbox', { name: '搜索备注' }).fill('提现至');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('.ant-table-row').first()).toContainText('-¥1,234.56');

  await page.goto(SUMMARY_PAGE);
  await expect(total(page, '支出')).toContainText('¥');
  expect(await exactFen(total(page, '支出'))).toBe(expenseBefore + 123_456);
  expect(await exactFen(total(page, '净收支'))).toBe(netBefore - 123_456);
});
