import type { Page } from '@playwright/test';
import { dayFromToday, expect, logIn, openFromMemberMenu, test } from './fixtures';

/** A card of the page by its title. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('service_order: an order is split into parcels whose quantities add up, a service record is added, a served order’s subsidy applied for', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '服务订单', 'service_order');
  await page.getByLabel('权益补贴').click();
  await page.getByTitle('未申请', { exact: true }).click();
  await expect(page).toHaveURL(/interruptStatus=0/);
  const order = page.getByRole('row').filter({ hasText: '张伟' }).filter({ hasText: '未处理' });
  await order.getByRole('link', { name: /^详情 / }).click();
  await expect(page.getByRole('heading', { name: '服务订单详情' })).toBeVisible();
  await expect(page.getByText('尚未安排服务车辆')).toBeVisible();
  await expect(page.getByText('尚未拆分包裹')).toBeVisible();

  await page.getByRole('button', { name: '拆分包裹' }).click();
  const dialog = page.getByRole('dialog', { name: '拆分包裹' });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('包裹 2没有商品，请填写数量或删除该包裹')).toBeVisible();
  await dialog.getByLabel('包裹 2 滤芯套装 数量').fill('3');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('「滤芯套装」各包裹数量之和应为 4，当前为 7')).toBeVisible();
  await expect(dialog.getByLabel('包裹 2 滤芯套装 数量')).toHaveValue('3');
  await dialog.getByLabel('包裹 1 滤芯套装 数量').fill('1');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();

  const parcels = card(page, '包裹');
  await expect(parcels.getByText('滤芯套装 × 3')).toBeVisible();
  await expect(parcels.getByText('家用净水器 × 2，滤芯套装 × 1，角阀 × 6')).toBeVisible();
  await expect(page.getByText('备货中')).toBeVisible();

  const records = card(page, '服务记录');
  await expect(records.getByText('暂无服务记录')).toBeVisible();
  await records.getByRole('button', { name: '添加服务记录' }).click();
  const serve = page.getByRole('dialog', { name: '添加服务记录' });
  await serve.getByLabel('服务内容').fill('上门安装净水器并调试');
  await serve.getByLabel('服务时间').fill(`${dayFromToday(0)} 10:30`);
  await serve.getByLabel('服务时间').press('Enter');
  await expect(serve).toBeHidden();
  await expect(records.getByText('上门安装净水器并调试')).toBeVisible();

  await page.reload();
  await expect(records.getByText('上门安装净水器并调试')).toBeVisible();
  await expect(parcels.getByText('滤芯套装 × 3')).toBeVisible();

  // a served order's subsidy, not yet applied for, is applied for
  // 返回列表 goes back to the list as it was filtered
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/member\/service_order\?.*interruptStatus=0/);
  const served = page
    .getByRole('row')
    .filter({ hasText: '张伟' })
    .filter({ hasText: '售后订单' })
    .filter({ hasText: '已收货' });
  await served.getByRole('link', { name: /^详情 / }).click();
  await page.getByRole('button', { name: '申请补贴' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已申请')).toBeVisible();
  await expect(page.getByRole('button', { name: '申请补贴' })).toHaveCount(0);
  await expect(page.getByText('¥18.40')).toBeVisible();
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/service-order/service-order-page.test.tsx.
