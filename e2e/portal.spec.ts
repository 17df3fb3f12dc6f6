import { expect, test } from '@playwright/test';
import { logIn } from './fixtures';

test('home -> ticker item -> that announcement', async ({ page }) => {
  // A scrolling strip never holds still for a click; with reduced motion it does not scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page);
  const ticker = page.getByRole('region', { name: '最新公告' });
  await expect(ticker.getByRole('listitem')).toHaveCount(6);
  const first = ticker.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await first.click();

  await expect(page).toHaveURL(/\/announcement\?newId=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
});

test('the announcement list searches and pages through the URL', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: '公告', exact: true }).click();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
});

test('the floating toolbar shows the cart count', async ({ page }) => {
  await logIn(page);
  const toolbar = page.getByRole('navigation', { name: '快捷工具栏' });
  await expect(toolbar.getByRole('link', { name: /购物车/ })).toContainText('3');
  await expect(toolbar.getByRole('button', { name: /分类/ })).toBeVisible();
});
