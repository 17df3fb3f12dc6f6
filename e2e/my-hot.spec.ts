import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: '快捷工具栏' }).getByRole('link', { name: /购物车/ });

test('a frequently bought good goes into the cart from my_hot and the cart count follows', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/home');
  await expect(cartLink(page)).toContainText('3');

  await page.goto('/member/my_hot');
  await expect(page.getByRole('heading', { level: 1, name: '常购商品' })).toBeVisible();
  const good = page.getByRole('listitem').filter({ hasText: '雀巢速溶咖啡' });
  await expect(good).toContainText('已购 1 次');
  await expect(good).toContainText('¥89.00');
  await good.getByRole('button', { name: '加入购物车 雀巢速溶咖啡' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  await page.getByRole('link', { name: '首页' }).first().click();
  await expect(cartLink(page)).toContainText('4');
  await cartLink(page).click();
  await expect(page.getByText('雀巢速溶咖啡')).toBeVisible();
});
