import type { Page } from '@playwright/test';
import { expect, logIn, openFromMemberMenu, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: '会员中心' });
/** A table row holding a cell (or a link in it) named exactly so. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('a member is linked as staff into a war area, shown there with its streets, then unlinked', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '员工管理', 'general_staff');
  await expect(page.getByText('共 11 条')).toBeVisible();

  await page.getByRole('button', { name: '关联员工' }).click();
  const dialog = page.getByRole('dialog', { name: '关联会员为员工' });
  await dialog.getByLabel('手机号').fill('13900000012');
  await dialog.getByLabel('岗位').click();
  await page.getByTitle('销售专员', { exact: true }).click();
  await dialog.getByLabel('所属战区').click();
  await page.getByTitle('蛇口战区', { exact: true }).click();
  await dialog.getByRole('button', { name: '确定关联' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, '蒋欣')).toContainText('蛇口战区');
  await expect(page.getByText('共 12 条')).toBeVisible();

  await menu(page).getByRole('link', { name: '我的战区' }).click();
  const shekou = page.getByRole('region', { name: '蛇口战区' });
  await expect(shekou.getByText('广东省 / 深圳市 / 南山区')).toBeVisible();
  await expect(shekou.getByText('前海合作区')).toBeVisible();
  await expect(shekou.getByText('战区人员（4 人）')).toBeVisible();
  await expect(rowOf(page, '蒋欣')).toContainText('销售专员');

  await menu(page).getByRole('link', { name: '员工管理' }).click();
  await page.getByRole('link', { name: '详情 蒋欣' }).click();
  await expect(page).toHaveURL(/\/member\/general_staff_info\?id=\d+$/);
  await expect(page.getByText('招商街道')).toBeVisible();
  await page.getByRole('button', { name: '解除关联 蒋欣' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/member\/general_staff$/);
  await expect(page.getByText('共 11 条')).toBeVisible();
  await page.reload();
  await expect(page.getByText('共 11 条')).toBeVisible();
  await expect(page.getByRole('link', { name: '蒋欣' })).toHaveCount(0);
});

test('opening an unread notice marks it read and lowers the count beside 员工通知', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '员工通知', 'general_staff_notice');
  const entry = menu(page)
    .getByRole('listitem')
    .filter({ hasText: /^员工通知/ });
  await expect(entry).toContainText('3 条未读');

  await page.getByRole('link', { name: '新员工入职培训安排' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '新员工入职培训安排' })).toBeVisible();
  await expect(entry).toContainText('2 条未读');
  await page.getByRole('button', { name: '返回通知列表' }).click();
  await expect(rowOf(page, '新员工入职培训安排')).toContainText('已读');
  await page.reload();
  await expect(entry).toContainText('2 条未读');
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/staff/staff-screens.test.tsx.
