import type { Page } from '@playwright/test';
import { logisticsEndpoints } from '@/features/logistics/api/logistics-endpoints';
import { PHOTO_PNG, pickImageInEditor } from './editor-steps';
import { expect, logIn, mockApi, openFromMemberMenu, test } from './fixtures';

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A card of the page by its title. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('logistics_tasks: a task accepted, then picked up with the editor and a photo, shows in its records once and is in transit', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '物流任务', 'logistics_tasks');
  await page.getByLabel('状态').click();
  await page.getByTitle('待接单', { exact: true }).click();
  await expect(page).toHaveURL(/status=WAIT/);
  const overdue = page.getByRole('row').filter({ hasText: '东莞南城大米配送' });
  await expect(overdue.getByText('已超时')).toBeVisible();
  await page
    .getByRole('link', { name: /^详情 / })
    .and(page.locator('[href$="id=11"]'))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '任务详情' })).toBeVisible();
  await expect(card(page, '物流跟踪').getByText('尚未揽收，暂无物流信息')).toBeVisible();

  await page.getByRole('button', { name: '接单' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('待揽收')).toBeVisible();
  await page.getByRole('button', { name: '提交结果' }).click();
  await expect(page).toHaveURL(/\/member\/task_Submission\/11$/);

  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择处理结果')).toBeVisible();
  await expect(page.getByText('请填写处理说明或插入照片')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '处理结果' })
    .getByText('揽收', { exact: true })
    .click();
  const editor = page.getByRole('textbox', { name: '处理说明' });
  await editor.click();
  await page.keyboard.type('货物已清点装车，现场照片如下：');
  const chooser = await pickImageInEditor(page);
  await chooser.setFiles({ name: 'loaded.png', mimeType: 'image/png', buffer: PHOTO_PNG });
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(editor.locator('img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);

  // the server records it, then the answer is lost: what was typed stays for a resend
  await mockApi.failNext(page, logisticsEndpoints.submit, {
    network: true,
    after: true,
  });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('服务器异常')).toBeVisible();
  await expect(editor).toContainText('货物已清点装车');
  await expect(editor.locator('img')).toHaveCount(1);
  // sent again with the same key, by a double click: recorded once
  await page.getByRole('button', { name: '提交' }).dblclick();
  await expect(page.getByText('任务结果已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/record_list\/11$/);

  const records = page.getByRole('region', { name: /^任务 WL\d+ 的记录/ }).getByRole('listitem');
  await expect(records).toHaveCount(2);
  await expect(records.first().getByText('揽收', { exact: true })).toBeVisible();
  await expect(records.first()).toContainText('货物已清点装车，现场照片如下：');
  await expect(records.first()).toContainText('操作人：林晓雨');
  const photo = records.first().locator('img');
  await expect(photo).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(records.nth(1).getByText('接单', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '返回任务详情' }).click();
  await expect(page.getByText('运输中')).toBeVisible();
  await expect(card(page, '物流跟踪').getByText(/已揽收，揽件人：林晓雨/)).toBeVisible();
  await page.getByRole('button', { name: '返回任务列表' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: '龙华区门锁配送' }).getByText('运输中'),
  ).toBeVisible();
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/logistics/logistics-tasks-page.test.tsx and task-pages.test.tsx.
