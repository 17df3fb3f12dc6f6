import { expect, logIn, test } from './fixtures';

test('home -> ticker item -> that announcement', async ({ page }) => {
  // A scrolling strip never holds still for a click; with reduced motion it does not scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logIn(page);
  await page.goto('/home');
  const ticker = page.getByRole('region', { name: '滚动公告' });
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
  await page.goto('/home');
  await page.getByRole('link', { name: '公告', exact: true }).click();
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);

  const list = page.getByRole('region', { name: '公告列表', exact: true });
  await page.getByPlaceholder('搜索公告标题或内容').fill('安全过滤');
  await page.getByPlaceholder('搜索公告标题或内容').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(list.getByRole('link', { name: '关于公告正文安全过滤的测试公告' })).toBeVisible();
  await expect(page.getByText('共 1 条')).toBeVisible();
});

test('the floating toolbar shows the cart count', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  const toolbar = page.getByRole('navigation', { name: '快捷工具栏' });
  await expect(toolbar.getByRole('link', { name: /购物车/ })).toContainText('3');
  await expect(toolbar.getByRole('button', { name: /分类/ })).toBeVisible();
});

test('the video list searches and pages through the URL, and plays a video', async ({ page }) => {
  await logIn(page);
  await page.goto('/video');
  await expect(page.getByText('共 14 条')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/\/video\?page=2$/);
  await expect(page.getByRole('button', { name: /^播放：/ })).toHaveCount(4);

  await page.getByRole('textbox', { name: '搜索视频标题或简介' }).fill('发票');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('button', { name: /^播放：/ })).toHaveCount(1);
  await page.getByRole('button', { name: /^播放：\s*发票申请指南/ }).click();
  const player = page.getByRole('dialog', { name: '发票申请指南' }).locator('video');
  await expect(player).toHaveAttribute('poster', '/portal/posters/poster-4.svg');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThan(0);
});

test('the family wall searches, pages and opens a story from home', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  await page.getByRole('link', { name: '陈志强' }).click();
  await expect(page).toHaveURL(/\/family\?id=1$/);
  await expect(page.getByRole('dialog', { name: '陈志强' })).toContainText('金牌服务商');
  await page.getByRole('button', { name: '关闭' }).click();

  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: /许杰/ })).toBeVisible();
  await page.getByRole('textbox', { name: '搜索姓名、称号或地区' }).fill('北京市');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('共 5 条')).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);
});

test('a document opens its PDF in the preview, with a download link', async ({ page }) => {
  await logIn(page);
  await page.goto('/home');
  await page.getByRole('tab', { name: '资料下载' }).click();
  await page.getByRole('link', { name: '会员服务手册' }).click();
  await expect(page).toHaveURL(/\/document\/23$/);
  await expect(page.getByRole('heading', { level: 1, name: '会员服务手册' })).toBeVisible();
  await page.getByRole('link', { name: '在线预览' }).click();

  await expect(page).toHaveURL(/\/pdfPreview\?url=%2Fdocs%2Fmember-handbook\.pdf$/);
  const frame = page.getByTitle('PDF 文件预览');
  await expect(frame).toHaveAttribute('src', /\/docs\/member-handbook\.pdf$/);
  await expect(page.getByRole('link', { name: /下载/ })).toHaveAttribute('download', '');
  const pdf = await page.request.get('/docs/member-handbook.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/pdfPreview?url=${encodeURIComponent('https://evil.example/a.pdf')}`);
  await expect(page.getByText('出于安全考虑，不支持预览该来源的文件。')).toBeVisible();
  await expect(page.getByTitle('PDF 文件预览')).toHaveCount(0);
});

test(
  'an XSS payload seeded in a news body does not execute',
  { tag: '@deployed' },
  async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page);
    await page.goto('/announcement?newId=13');
    const article = page.getByRole('article');
    await expect(
      article.getByRole('heading', { name: '关于公告正文安全过滤的测试公告' }),
    ).toBeVisible();
    await expect(article).toContainText('正文结束。');
    await article.getByText('查看详情').click();
    await article.getByText('正文结束。').click();
    // by now a handler that survived would have run: every image of the body has loaded or
    // failed, and the page has drawn two frames since the clicks
    await expect
      .poll(() =>
        article
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );

    expect(await page.evaluate(() => '__xssFired' in window)).toBe(false);
    expect(dialogs).toEqual([]);
    await expect(article.locator('script, iframe, [onerror], [onclick], [onbegin]')).toHaveCount(0);
    await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  },
);

// Also checked on the whole route tree, in tests/integration/portal/: the ticker's search of the
// list below it (portal-lists), news that carry only an id and a title, and a 502 from the ticker
// that keeps the member logged in (portal-answers).
