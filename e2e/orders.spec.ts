import type { Page } from '@playwright/test';
import { expect, logIn, mockApi, test } from './fixtures';

const MEMBER_ID = 1;

async function openOrderList(page: Page, status: string) {
  await logIn(page);
  await page.goto('/member/water_order?type=water_order');
  await page.getByRole('tab', { name: status }).click();
  await expect(page).toHaveURL(/[?&]type=water_order&status=/);
}

/** The member's orders in a status, newest first, as the list shows them. */
async function ordersIn(page: Page, status: string) {
  const { orders } = await mockApi.snapshot(page);
  return orders
    .filter((order) => order.userId === MEMBER_ID && order.status === status)
    .sort((a, b) => b.orderId - a.orderId);
}

const card = (page: Page, payCode: string) =>
  page.getByRole('article', { name: `订单 ${payCode}` });

test('pays a pending order again from the order list through the order dialog', async ({
  page,
}) => {
  await openOrderList(page, '待付款');
  const balanceBefore = (await mockApi.snapshot(page)).users[0]?.balance ?? 0;
  // one seeded pending order costs more than the balance; pay one that the balance covers
  const order = (await ordersIn(page, 'WAIT')).find((row) => row.price <= balanceBefore);
  if (!order) throw new Error('a pending order within the balance is seeded');

  await card(page, order.payCode).getByRole('button', { name: '去支付' }).click();
  const dialog = page.getByRole('dialog', { name: '请确认订单信息' });
  await expect(dialog.getByText('实付金额')).toBeVisible();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  const success = page.getByRole('dialog', { name: '支付成功' });
  await expect(success).toBeVisible();

  const after = await mockApi.snapshot(page);
  expect(after.orders.find((row) => row.orderId === order.orderId)?.status).toBe('PAYMENT');
  expect(after.users[0]?.balance).toBe(balanceBefore - order.price);

  // the list of every order, where the paid one now shows, not the 待付款 tab it was paid from
  await success.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/member\/water_order\?type=water_order$/);
  await expect(card(page, order.payCode)).toBeVisible();
});

test('cancels a pending order and tracks a shipped parcel', async ({ page }) => {
  await openOrderList(page, '待付款');
  const [pending] = await ordersIn(page, 'WAIT');
  await card(page, pending.payCode).getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(card(page, pending.payCode)).toBeHidden();
  expect((await ordersIn(page, 'CANCEL')).map((order) => order.orderId)).toContain(pending.orderId);

  await page.getByRole('tab', { name: '已发货' }).click();
  const [shipped] = await ordersIn(page, 'SIGN');
  await card(page, shipped.payCode).getByRole('button', { name: '查看物流' }).click();
  const tracking = page.getByRole('dialog', { name: '物流信息' });
  await expect(tracking.getByText('快递员正在派送中，请保持电话畅通')).toBeVisible();
  await expect(tracking.getByText('快件已签收')).toHaveCount(0);
});
