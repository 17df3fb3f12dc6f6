import type { Page } from '@playwright/test';
import { divisionEndpoints } from '@/features/division/api/division-endpoints';
import { expect, logIn, mockApi, test } from './fixtures';

interface StoredMessage {
  userId: number;
  division: number;
  name: string;
  phone: string;
  email: string;
  content: string;
}

async function storedMessages(page: Page): Promise<StoredMessage[]> {
  const snapshot = (await mockApi.snapshot(page)) as unknown as {
    divisionMessages: StoredMessage[];
  };
  return snapshot.divisionMessages;
}

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const storeCards = (page: Page) => page.getByRole('listitem').filter({ hasText: '营业时间' });
const editorArea = (page: Page) => page.getByRole('textbox', { name: '留言内容' });
const toolbarButton = (page: Page, key: string) =>
  page.locator(`.w-e-toolbar [data-menu-key="${key}"]`);

/** The editor opens its link form only once it holds a selection, which it takes a moment to note. */
async function openLinkForm(page: Page) {
  await expect(editorArea(page)).toBeFocused();
  const linkText = page.getByLabel('链接文本');
  await expect(async () => {
    // a second click would close a form that is still on its way: click only while it is shut,
    // and give the editor its selection back first, as a member would by clicking into it
    if (!(await linkText.isVisible())) {
      await editorArea(page).click();
      await toolbarButton(page, 'insertLink').click();
    }
    await expect(linkText).toBeVisible({ timeout: 5_000 });
  }).toPass();
}

test('divisions: switch division and sub-page, search and page a list, read a news item', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: '事业部', exact: true }).click();
  await expect(page).toHaveURL(/\/division\/introduction$/);
  await expect(page.getByRole('heading', { level: 1, name: '医疗事业部' })).toBeVisible();
  await expect(page.getByText('医疗器械集中采购与冷链配送')).toBeVisible();

  const switcher = page.getByRole('radiogroup', { name: '选择事业部' });
  await switcher.getByText('广告事业部', { exact: true }).click();
  await expect(page).toHaveURL(/\/division\/introduction\?division=3$/);
  await expect(page.getByRole('heading', { level: 1, name: '广告事业部' })).toBeVisible();
  await expect(page.getByText('社区广告屏精准投放')).toBeVisible();

  const subNav = page.getByRole('navigation', { name: '栏目导航' });
  await expect(subNav.getByRole('link')).toHaveCount(10);
  await subNav.getByRole('link', { name: '门店分布' }).click();
  await expect(page).toHaveURL(/\/division\/store\?division=3$/);
  await expect(page.getByText('共 14 条')).toBeVisible();
  await expect(storeCards(page)).toHaveCount(10);

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/division=3&page=2/);
  await expect(storeCards(page)).toHaveCount(4);

  await page.getByRole('textbox', { name: '搜索门店名称或地址' }).fill('深圳');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/division=3&keyword=/);
  await expect(storeCards(page)).toHaveCount(1);
  await expect(storeCards(page)).toContainText('深圳广告服务中心');
  await expect(page.getByText('共 1 条')).toBeVisible();

  await subNav.getByRole('link', { name: '新闻动态' }).click();
  await expect(page).toHaveURL(/\/division\/news\?division=3$/);
  const firstNews = page
    .getByRole('main')
    .getByRole('link', { name: /广告事业部/ })
    .first();
  const title = (await firstNews.textContent()) ?? '';
  await firstNews.click();
  await expect(page).toHaveURL(/newsId=\d+/);
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await page.getByRole('link', { name: '返回新闻列表' }).click();
  await expect(page).toHaveURL(/\/division\/news\?division=3$/);
});

test('online message: validated, written in the editor with bold text, stored and listed', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/division/message?division=4');
  await expect(editorArea(page)).toBeVisible();

  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入留言内容', { exact: true })).toBeVisible();

  await page.getByLabel('姓名').fill('赵敏');
  await page.getByLabel('手机号').fill('1391234');
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await page.getByLabel('手机号').fill('13912345678');

  await editorArea(page).click();
  await page.keyboard.type('想咨询企业云主机，越快越好');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  // The editor takes up a selection a moment later; its hover bar shows that it has.
  await expect(page.locator('.w-e-hover-bar')).toBeVisible();
  await toolbarButton(page, 'bold').click();
  await expect(editorArea(page).locator('strong')).toHaveText('越快越好');

  // A lost connection: the message says so and nothing typed is lost.
  await mockApi.failNext(
    page,
    { endpoint: divisionEndpoints.leaveMessage, params: { division: 4 } },
    { network: true },
  );
  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByText('服务器异常')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('赵敏');
  await expect(editorArea(page).locator('strong')).toHaveText('越快越好');
  expect(await storedMessages(page)).toHaveLength(0);

  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('');
  await expect(editorArea(page)).not.toContainText('越快越好');

  const mine = page.getByRole('region', { name: '我的留言' });
  await expect(mine.locator('strong')).toHaveText('越快越好');
  await expect(mine).toContainText('赵敏');

  const stored = await storedMessages(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ userId: 1, division: 4, name: '赵敏', phone: '13912345678' });
  expect(stored[0].content).toContain('<strong>越快越好</strong>');
});

test('the editor refuses a javascript: link and accepts an https one', async ({ page }) => {
  await logIn(page);
  await page.goto('/division/message');
  await editorArea(page).click();

  await openLinkForm(page);
  await page.getByLabel('链接文本').fill('点我');
  await page.getByLabel('链接地址', { exact: true }).fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(
    page.getByText('链接地址仅支持 http:// 或 https:// 开头的网址，或本站路径'),
  ).toBeVisible();
  await expect(editorArea(page).locator('a')).toHaveCount(0);
  // the refused form may stay open or close a moment later: fill a form that stays, else again
  const linkText = page.getByLabel('链接文本');
  await expect(async () => {
    if (!(await linkText.isVisible())) {
      await editorArea(page).click();
      await toolbarButton(page, 'insertLink').click();
    }
    await linkText.fill('官网', { timeout: 2_000 });
    await page
      .getByLabel('链接地址', { exact: true })
      .fill('https://example.com/', { timeout: 2_000 });
    await page.getByRole('button', { name: '确定' }).click({ timeout: 2_000 });
  }).toPass();
  await expect(editorArea(page).locator('a')).toHaveAttribute('href', 'https://example.com/');
});
