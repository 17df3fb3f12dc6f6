import type { Locator, Page } from '@playwright/test';
import { expect, logIn, mockApi, ZERO_BALANCE_MEMBER } from './fixtures';

export const ORDER_DIALOG = { name: '请确认订单信息' };

export const newestOrderOf = async (page: Page, phone: string) => {
  const snapshot = await mockApi.snapshot(page);
  const userId = snapshot.users.find((user) => user.phone === phone)?.userId;
  return snapshot.orders
    .filter((order) => order.userId === userId)
    .sort((a, b) => b.orderId - a.orderId)[0];
};

/** Counts the requests the page sends from now on to a path of the API. */
export function countRequests(page: Page, method: string, pathEnd: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) {
      count += 1;
    }
  });
  return () => count;
}

export async function openCartCheckout(page: Page) {
  await logIn(page);
  await page.goto('/my_cart');
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', ORDER_DIALOG);
  await expect(dialog.getByText('林晓雨 13800000001')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交订单' })).toBeEnabled();
  return dialog;
}

/** 新增收货地址 inside the order dialog, filled by pasting the zero-balance member's address. */
export async function addAddressByRecognition(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: '新增收货地址' }).click();
  const addressDialog = page.getByRole('dialog', { name: '新增收货地址' });
  await addressDialog
    .getByPlaceholder('粘贴收货信息，自动识别')
    .fill('王建国 13800000002 广东省深圳市南山区粤海街道科技园社区 科苑路15号');
  await expect(addressDialog.getByLabel('收货人')).toHaveValue('王建国');
  await expect(addressDialog.getByTitle('广东省 / 深圳市 / 南山区 / 粤海街道')).toBeVisible();
  await addressDialog.getByRole('button', { name: '保存' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(dialog.getByText('王建国 13800000002')).toBeVisible();
}

/** 立即购买 of the first good by the zero-balance member, who has no address yet. */
export async function buyNowWithZeroBalance(page: Page) {
  await logIn(page, ZERO_BALANCE_MEMBER);
  await page.goto('/storage_detail?id=1');
  await page.getByRole('button', { name: '立即购买' }).click();
  return page.getByRole('dialog', ORDER_DIALOG);
}
