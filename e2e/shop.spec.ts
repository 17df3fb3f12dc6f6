import { newestOrderOf, ORDER_DIALOG } from './checkout-steps';
import { expect, logIn, MEMBER, mockApi, test } from './fixtures';

test('from the catalogue to a paid order', { tag: '@deployed' }, async ({ page }) => {
  await logIn(page);
  const balanceBefore = (await mockApi.snapshot(page)).users[0]?.balance ?? 0;
  await page.goto('/storage');
  await page.getByPlaceholder('搜索商品名称').fill('文件夹');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page).toHaveURL(/keyword=/);
  // the result grid, and the frequently bought list beside it, both link to the good
  await page
    .getByRole('link', { name: /齐心A4文件夹/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: '齐心A4文件夹' })).toBeVisible();
  // antd's radio buttons take the click on their label
  await page.getByText('强力夹', { exact: true }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', ORDER_DIALOG);
  await expect(dialog.getByText('强力夹')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await expect(dialog.getByText('实付金额')).toBeVisible();
  await dialog.getByRole('button', { name: '余额支付' }).click();

  const success = page.getByRole('dialog', { name: '支付成功' });
  await expect(success).toBeVisible();
  const order = await newestOrderOf(page, MEMBER);
  expect(order?.status).toBe('PAYMENT');
  const after = await mockApi.snapshot(page);
  expect(after.users[0]?.balance).toBe(balanceBefore - (order?.price ?? 0));
  // closed any way, 支付成功 leaves the member on the order list, where the paid order is
  await success.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/member\/water_order\?type=water_order$/);
  await expect(
    page.getByRole('article').filter({ hasText: order?.payCode ?? 'no order' }),
  ).toBeVisible();
});
