import type { Page } from '@playwright/test';
import { authEndpoints } from '@/features/auth/api/auth-endpoints';
import { expect, mockApi, test } from './fixtures';

// The seam keeps its word whatever the timing: a call returns once it is in force, and what it
// queued is met by the next matching call the app sends, in any tab, across reloads.

const AGREEMENT = '/agreement?name=user';
/** The user agreement as a queued answer replaces it, once. */
const replacedAgreement = {
  resultData: { name: 'user', title: '用户协议', content: '<p>替换的协议正文</p>' },
};

const agreementShows = async (page: Page, replaced: boolean) => {
  await expect(page.getByRole('heading', { name: '用户协议' })).toBeVisible();
  await expect(page.getByText('替换的协议正文')).toHaveCount(replaced ? 1 : 0);
  if (!replaced) await expect(page.locator('article, main').getByText(/./).first()).toBeVisible();
};

test('the seam appears on a tab’s first page only once the mock’s worker controls it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    let seam: unknown;
    Object.defineProperty(window, '__mockApi', {
      configurable: true,
      get: () => seam,
      set: (value: unknown) => {
        (window as unknown as { __seamControlled: boolean }).__seamControlled =
          navigator.serviceWorker.controller !== null;
        seam = value;
      },
    });
  });
  await mockApi.snapshot(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { __seamControlled?: boolean }).__seamControlled,
    ),
  ).toBe(true);
});

test('a failure queued on the tab’s first page is met once, by the call of a tab it opens', async ({
  page,
  context,
}) => {
  await page.goto('/login?mode=register');
  await mockApi.failNext(page, authEndpoints.agreement, replacedAgreement);
  const [agreement] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: '《用户协议》' }).click(),
  ]);
  await agreementShows(agreement, true);
  await agreement.reload();
  await agreementShows(agreement, false);
  expect((await mockApi.snapshot(page)).failures).toEqual([]);
});

test(
  'a failure queued just before a reload is met once, by the reloaded page',
  { tag: '@deployed' },
  async ({ page }) => {
    await page.goto(AGREEMENT);
    await agreementShows(page, false);
    await mockApi.failNext(page, authEndpoints.agreement, replacedAgreement);
    await page.reload();
    await agreementShows(page, true);
    await page.reload();
    await agreementShows(page, false);
    expect((await mockApi.snapshot(page)).failures).toEqual([]);
  },
);

test('a call of the seam on a page that is not the app’s fails at once, saying why', async ({
  page,
}) => {
  await page.goto('data:text/html,<p>not the app</p>');
  await expect(
    mockApi.failNext(page, authEndpoints.agreement, { httpStatus: 500 }),
  ).rejects.toThrow(/the mock's seam is on the app's pages/);
});
