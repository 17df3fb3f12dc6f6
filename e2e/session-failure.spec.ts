import { expect, logIn, mockApi, SESSION_EXPIRED, test } from './fixtures';

test('a session failure during navigation shows one message and returns to /login', async ({
  page,
}) => {
  await logIn(page);
  await mockApi.failNext(page, 'GET', 'v1/front/info', SESSION_EXPIRED);
  await page.getByRole('link', { name: '会员中心', exact: true }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(SESSION_EXPIRED.errorMessage)).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a server error status sends the member to /login', async ({ page }) => {
  await logIn(page);
  await mockApi.failNext(page, 'GET', 'v1/front/info', { httpStatus: 500 });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('服务器异常')).toBeVisible();
});

test('a transport failure shows nothing and keeps the member where they are', async ({ page }) => {
  await logIn(page);
  await mockApi.failNext(page, 'GET', 'v1/front/info', { network: true });
  await page.getByRole('link', { name: '会员中心', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/member_center$/);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
});
