import { expect, logIn, memberMenu, test } from './fixtures';

test('the side menu folds its groups, finds a screen by pinyin initials from the keyboard, and the screen beside it takes a desktop’s width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.goto('/member/member_center');
  const menu = memberMenu(page);
  const group = (name: string) => menu.getByRole('button', { name, exact: true });
  await expect(group('我的账户')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('供应与仓储')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: '仓储总览' })).toBeHidden();

  // from the search box the keyboard reaches the groups, and folds or opens them
  const search = menu.getByRole('searchbox', { name: '搜索菜单' });
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(group('我的账户')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group('我的账户')).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: '会员中心' })).toBeHidden();

  await search.focus();
  await page.keyboard.type('cczl');
  await expect(menu.getByRole('link')).toHaveText(['仓储总览']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/total_storage$/);
  await expect(page.getByRole('heading', { level: 1, name: '仓储总览' })).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(group('供应与仓储')).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: '仓储总览' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // the menu beside a screen of 1,100 px or more, whose dates keep to one line
  const content = await page.getByRole('main').boundingBox();
  expect(content?.width).toBeGreaterThanOrEqual(1100);
  const batchTime = page.getByRole('region', { name: '入库批次' }).locator('time').first();
  await expect(batchTime).toBeVisible();
  expect((await batchTime.boundingBox())?.height).toBeLessThan(30);
});
