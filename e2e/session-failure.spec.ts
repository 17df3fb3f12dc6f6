import { accountEndpoints } from '@/features/account/api/account-endpoints';
import { expect, logIn, memberCentreBalance, mockApi, SESSION_EXPIRED, test } from './fixtures';

test(
  'a session failure during navigation shows one message and returns to /login',
  { tag: '@deployed' },
  async ({ page }) => {
    await logIn(page);
    await page.goto('/home');
    await mockApi.failNext(page, accountEndpoints.info, SESSION_EXPIRED);
    await page.getByRole('link', { name: '会员中心', exact: true }).click();

    await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
    await expect(page.getByText(SESSION_EXPIRED.errorMessage)).toHaveCount(1);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await page.goto('/home', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
  },
);

test('a server error status sends the member to /login', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  await mockApi.failNext(page, accountEndpoints.info, { httpStatus: 500 });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
  await expect(page.getByText('服务器异常')).toBeVisible();
});

test('a transport failure keeps the member where they are and offers 重试', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  await mockApi.failNext(page, accountEndpoints.info, { network: true });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/member_center$/);
  await expect(page.getByText('加载失败')).toBeVisible();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
});
