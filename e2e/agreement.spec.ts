import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { expect, logIn, memberCentreBalance, mockApi, test } from './fixtures';

test(
  'the agreement opens in a new tab while logged out, without the login banner',
  {
    tag: '@deployed',
  },
  async ({ page, context }) => {
    await page.goto('/login?mode=register');
    const [agreement] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: '《用户协议》' }).click(),
    ]);
    await expect(agreement).toHaveURL(/\/agreement\?name=user$/);
    await expect(agreement.getByRole('heading', { name: '用户协议' })).toBeVisible();
    await expect(agreement.locator('article, main').getByText(/./).first()).toBeVisible();
    await expect(agreement.getByText('登录成功，加载中...')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?mode=register$/);
  },
);

test('an agreement body cannot run script', async ({ page }) => {
  await mockApi.failNext(page, authEndpoints.agreement, {
    resultData: {
      name: 'user',
      title: '用户协议',
      content:
        '<p>正文</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    },
  });
  await page.goto('/agreement?name=user');
  await expect(page.getByText('正文')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

test(
  'a page the app opens in a new tab keeps the member logged in',
  {
    tag: '@deployed',
  },
  async ({ page, context }) => {
    await logIn(page);
    await page.goto('/home');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/member/member_center', '_blank')),
    ]);
    await expect(tab).toHaveURL(/\/member\/member_center$/);
    await expect(memberCentreBalance(tab)).toContainText('¥50,000.00');
  },
);
