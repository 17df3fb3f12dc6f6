import type { Page } from '@playwright/test';
import { PHOTO_PNG, pickImageInEditor } from './editor-steps';
import { expect, logIn, mockApi, openFromMemberMenu, test, ZERO_BALANCE_MEMBER } from './fixtures';

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
  await mockApi.failNext(page, 'POST', 'v1/front/task/:taskId/submit', {
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

test('the second seeded member sees their tasks and records without 接单 or 提交结果', async ({
  page,
}) => {
  await logIn(page, ZERO_BALANCE_MEMBER);
  await openFromMemberMenu(page, '临时任务', 'logistics_tasks1');
  await expect(page.getByText('加急：望京门锁配送')).toBeVisible();
  await page.getByRole('link', { name: /^详情 / }).click();
  await expect(page.getByText('客户加急，次日送达')).toBeVisible();
  await expect(page.getByRole('button', { name: '接单' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: '会员中心' })
    .getByRole('link', { name: '物流任务' })
    .click();
  await expect(page).toHaveURL(/\/member\/logistics_tasks$/);
  const moving = page.getByRole('row').filter({ hasText: '望京滤芯配送' });
  await moving.getByRole('link', { name: /^查看记录 / }).click();
  await expect(page.getByRole('heading', { level: 1, name: '任务记录' })).toBeVisible();
  await expect(page.getByText('操作人：王建国').first()).toBeVisible();
  await page.getByRole('button', { name: '返回任务详情' }).click();
  await expect(card(page, '物流跟踪').getByText(/已揽收，揽件人：王建国/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交结果' })).toHaveCount(0);

  // the result's screen opened by its address says why there is no form
  await page.goto('/member/task_Submission/20');
  await expect(page.getByText('您没有处理物流任务的权限')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0);
});
