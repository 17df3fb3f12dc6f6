import type { Page } from '@playwright/test';
import { QUICK_ORDER_LINES as LINES } from '../scripts/quick-order-lines.mjs';
import { expect, logIn, mockApi, test } from './fixtures';

// A whole journey on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: '快捷工具栏' }).getByRole('link', { name: /购物车/ });

test('a pasted list of twenty lines goes into the cart as nineteen after a choice, selected there', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/storage');
  await expect(page.getByRole('heading', { level: 1, name: '商城' })).toBeVisible();
  await expect(cartLink(page)).toContainText('3');
  const before = (await mockApi.snapshot(page)).carts.length;

  await page.getByRole('button', { name: '批量下单' }).click();
  const dialog = page.getByRole('dialog', { name: '批量下单' });
  await dialog.getByRole('textbox', { name: '粘贴商品清单' }).fill(LINES.join('\n'));
  await dialog.getByRole('button', { name: '识别' }).click();

  await expect(dialog.getByText('共 20 行，可加入购物车 18 行')).toBeVisible();
  const row = (lineNo: number) =>
    dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(lineNo), exact: true }) });
  await expect(row(19)).toContainText('未找到');
  await expect(row(20)).toContainText('多个匹配');
  // nothing enters the cart before 加入购物车
  expect((await mockApi.snapshot(page)).carts).toHaveLength(before);

  await dialog.getByRole('combobox', { name: '第 20 行 请选择商品和规格' }).click();
  await page.getByTitle('罗技无线鼠标M185（灰色）').click();
  await expect(row(20)).toContainText('已匹配');
  await expect(dialog.getByText('共 20 行，可加入购物车 19 行')).toBeVisible();

  await dialog.getByRole('button', { name: '加入购物车（19）' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my_cart$/);
  await expect(cartLink(page)).toContainText(String(before + 19));
  expect((await mockApi.snapshot(page)).carts).toHaveLength(before + 19);

  // the nineteen rows are selected, and only they
  await expect(page.getByRole('checkbox', { name: '选择 罗技无线鼠标M185' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '选择 立顿红茶包' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^选择 /, checked: true })).toHaveCount(19);
  await expect(page.getByRole('checkbox', { name: '选择 齐心A4文件夹' })).not.toBeChecked();
});

// how long matching takes and how long the page's tasks are is measured by npm run bench:quick-order
test('two hundred lines are matched, each as its own line', async ({ page }) => {
  await logIn(page);
  await page.goto('/my_cart');
  await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
  await page.getByRole('button', { name: '批量下单' }).click();
  const dialog = page.getByRole('dialog', { name: '批量下单' });
  await dialog
    .getByRole('textbox', { name: '粘贴商品清单' })
    .fill(Array.from({ length: 200 }, (_, index) => LINES[index % LINES.length]).join('\n'));
  await dialog.getByRole('button', { name: '识别' }).click();
  await expect(dialog.getByText('共 200 行，可加入购物车 180 行')).toBeVisible();
});
