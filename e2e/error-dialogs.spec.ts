import type { Page } from '@playwright/test';
import { accountEndpoints } from '@/features/account/api/account-endpoints';
import { portalEndpoints } from '@/features/portal/api/portal-endpoints';
import { expect, logIn, mockApi, SESSION_EXPIRED, test } from './fixtures';

/** Makes the member centre's profile call answer with `code`, then opens the member centre. */
async function triggerCode(page: Page, errorCode: string, errorMessage: string) {
  await logIn(page);
  await page.goto('/home');
  await mockApi.failNext(page, accountEndpoints.info, { errorCode, errorMessage });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(errorMessage === '' ? /./ : errorMessage);
  return dialog;
}

test('3999: a warning with the server message and a confirm button', async ({ page }) => {
  const dialog = await triggerCode(page, '3999', '当前操作暂不可用');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/member\/member_center$/);
});

// 9002 and 9003 open the same dialog (src/lib/__tests__/api-errors.test.ts)
test('9000: 立即关联 goes home to link, 关闭 goes home', async ({ page }) => {
  const dialog = await triggerCode(page, '9000', '请先关联上级会员');
  await expect(dialog).toContainText('提示');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('9000: 立即关联 opens the connect flow from home', async ({ page }) => {
  const dialog = await triggerCode(page, '9000', '请先关联上级会员');
  await dialog.getByRole('button', { name: '立即关联' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('9001: a warning whose close button leaves for home', async ({ page }) => {
  const dialog = await triggerCode(page, '9001', '该内容已下线');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('9004: a tip whose confirm goes to the family page', async ({ page }) => {
  const dialog = await triggerCode(page, '9004', '您已不在该家庭中');
  await expect(dialog).toContainText('提示');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test('30207: a tip with the server message', async ({ page }) => {
  const dialog = await triggerCode(page, '30207', '该订单正在处理中');
  await expect(dialog).toContainText('提示');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
});

test('30032 and 30060: recharge or close', async ({ page }) => {
  const dialog = await triggerCode(page, '30032', '保证金余额不足');
  await expect(dialog.getByRole('button', { name: '充值' })).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  await mockApi.failNext(page, accountEndpoints.info, {
    errorCode: '30060',
    errorMessage: '还需支付 ¥120.00',
  });
  await page.reload();
  const insufficient = page.getByRole('dialog');
  await expect(insufficient).toContainText('余额不足，是否充值？');
  await insufficient.getByRole('button', { name: '充值' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge).toBeVisible();
  await expect(recharge).toContainText('还需支付 ¥120.00');
});

test('the same code from several calls at once shows one dialog', async ({ page }) => {
  await logIn(page);
  const busy = { errorCode: '3999', errorMessage: '系统繁忙，请稍后再试' };
  for (const endpoint of [portalEndpoints.index, portalEndpoints.images]) {
    await mockApi.failNext(page, endpoint, busy);
  }
  await page.goto('/home');
  await expect(page.getByRole('dialog')).toContainText('系统繁忙，请稍后再试');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a session failure in the same burst leaves no dialog of the page open over /login', async ({
  page,
}) => {
  await logIn(page);
  const busy = { errorCode: '3999', errorMessage: '系统繁忙，请稍后再试' };
  await mockApi.failNext(page, portalEndpoints.index, busy);
  await mockApi.failNext(page, portalEndpoints.images, { delayMs: 300 });
  await mockApi.failNext(page, portalEndpoints.videos, { delayMs: 300 });
  await mockApi.failNext(page, portalEndpoints.families, SESSION_EXPIRED);
  // the session failure sends the page on to /login while it loads
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
  await expect(page.getByText(SESSION_EXPIRED.errorMessage)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a burst of the same failure shows one toast', async ({ page }) => {
  await logIn(page);
  const { index, images, videos, newsList } = portalEndpoints;
  for (const endpoint of [index, images, videos, newsList]) {
    await mockApi.failNext(page, endpoint, { errorCode: '12345', errorMessage: '数据维护中' });
  }
  await page.goto('/home');
  const toasts = page.locator('.ant-message-notice', { hasText: '数据维护中' });
  await expect(toasts).toHaveCount(1);
  // the cards themselves say why they are empty: the toast is not repeated
  await expect(page.getByRole('alert').filter({ hasText: '数据维护中' }).first()).toBeVisible();
  await expect(toasts).toHaveCount(1);
});
