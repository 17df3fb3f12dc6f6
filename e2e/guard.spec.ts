import {
  expect,
  logIn,
  logInThroughForm,
  memberCentreBalance,
  memberMenu,
  recordVisitedPaths,
  test,
} from './fixtures';

test('logged out, every member route and / lead to /login', async ({ page }) => {
  for (const path of ['/', '/home', '/member', '/member/member_center', '/announcement?newId=1']) {
    // the app sends the page on at once: wait for where it lands, not for a load it may abort
    await page.goto(path, { waitUntil: 'commit' });
    // /login remembers a guarded page to return to after logging in
    await expect(page).toHaveURL(/\/login(\?redirect=%2F\S+)?$/);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  }
});

test('logged in, /login and / lead to /home, /member to the member centre', async ({ page }) => {
  await logIn(page);
  const homeDrawn = () => expect(page.getByRole('region', { name: '滚动公告' })).toBeVisible();
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/home$/);
  await homeDrawn();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/home$/);
  await homeDrawn();
  await page.goto('/member', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/member\/member_center$/);
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
});

test('a reload on a deep member page keeps the session without passing through /login', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member/member_center');
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');

  const visited = await recordVisitedPaths(page);
  await page.reload();
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
  expect(await visited()).not.toContain('/login');
  await expect(page).toHaveURL(/\/member\/member_center$/);
});

test('browser back is disabled', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: '公告', exact: true }).click();
  await expect(page).toHaveURL(/\/announcement$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
});

test('browser back on the first page after login, or on a page opened directly, stays in the app', async ({
  page,
}) => {
  await logInThroughForm(page);
  await expect(page.getByRole('link', { name: '公告', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: '公告', exact: true })).toBeVisible();

  await page.goto('/member/member_center');
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
  await page.goBack();
  await expect(page).toHaveURL(/\/member\/member_center$/);
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');

  // a page that sends the member on as it opens (a staff member's page without an id) lands
  // where it sends, and back stays in the app there too
  await page.goto('/member/general_staff_info');
  await expect(page).toHaveURL(/\/member\/general_staff$/);
  await expect(page.getByRole('heading', { level: 1, name: '员工管理' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/member\/general_staff$/);
  await expect(page.getByRole('heading', { level: 1, name: '员工管理' })).toBeVisible();

  await page.goto('/member/member_center');
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
  // a reload keeps back in the app too
  await page.reload();
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
  await page.goBack();
  await expect(page).toHaveURL(/\/member\/member_center$/);
  await expect(memberCentreBalance(page)).toContainText('¥50,000.00');
});

test('an unknown route shows a not-found page inside the shell guard', async ({ page }) => {
  await logIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown member path shows the not-found page beside the side menu, which still leads on', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member/no-such');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  const menu = memberMenu(page);
  await menu.getByRole('searchbox', { name: '搜索菜单' }).fill('医疗服务');
  await menu.getByRole('link', { name: '医疗服务', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/consultation$/);
  await expect(page.getByRole('heading', { level: 1, name: '医疗服务' })).toBeVisible();
});
