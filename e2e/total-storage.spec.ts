import type { Locator, Page } from '@playwright/test';
import { dayFromToday, expect, logIn, openFromMemberMenu, test } from './fixtures';

const STORAGE = '/member/total_storage';

/** A card of the page by its title. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const cellText = async (row: Locator, index: number) =>
  (await row.getByRole('cell').nth(index).innerText()).trim();

test('total_storage shows the stock, batches and log, and 打印对账单 opens the storage statement as a PDF', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '仓储总览', 'total_storage');
  await expect(page.getByRole('heading', { name: '仓储总览' })).toBeVisible();

  const totals = card(page, '库存汇总');
  const rice = totals.getByRole('row').filter({ hasText: '五常大米' });
  await expect(rice).toBeVisible();
  await expect(rice.getByText('10kg/袋')).toBeVisible();
  await totals.getByLabel('搜索商品名称或规格').fill('花生油');
  await totals.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(totals.getByText('压榨花生油')).toBeVisible();
  await expect(rice).toHaveCount(0);

  const batches = card(page, '入库批次');
  await expect(batches.getByText('已拒绝').first()).toBeVisible();
  await expect(batches.getByText('审核完成').first()).toBeVisible();
  await batches.getByLabel('批次状态').click();
  await page.getByTitle('已拒绝', { exact: true }).click();
  await expect(page).toHaveURL(/batchStatus=2/);
  await expect(batches.getByText('审核完成')).toHaveCount(0);
  await expect(batches.getByText('质检报告不全，请补充后重新提交')).toBeVisible();

  const log = card(page, '出入库记录');
  await expect(log.getByText('出库', { exact: true }).first()).toBeVisible();
  // the batches put into stock in the seed's first two months, by a day range kept in the URL
  const [start, end] = [dayFromToday(-111), dayFromToday(-51)];
  await page.goto(`${STORAGE}?start=${start}&end=${end}`);
  await expect(log.getByPlaceholder('开始日期')).toHaveValue(start);
  await expect(log.getByText('入库', { exact: true }).first()).toBeVisible();
  await expect(log.getByText('批次入库').first()).toBeVisible();

  await page.getByRole('button', { name: '打印对账单' }).click();
  await expect(page).toHaveURL(/\/pdfPreview\?url=%2Fdocs%2Fstorage-statement\.pdf$/);
  await expect(page.getByTitle('PDF 文件预览')).toHaveAttribute(
    'src',
    /\/docs\/storage-statement\.pdf$/,
  );
  const pdf = await page.request.get('/docs/storage-statement.pdf');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('完成入库 closes a passed batch as 审核完成, logs it as 入库 and raises the good’s stock by its quantity', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(STORAGE);
  const batches = card(page, '入库批次');
  const batch = batches
    .getByRole('row')
    .filter({ hasText: '生抽酱油' })
    .filter({ hasText: '已通过' });
  await expect(batch).toBeVisible();
  const batchNo = await cellText(batch, 0);
  const num = Number(await cellText(batch, 3));
  const soy = card(page, '库存汇总').getByRole('row').filter({ hasText: '生抽酱油' });
  const stockBefore = parseInt(await cellText(soy, 4), 10);

  await batch.getByRole('button', { name: `完成入库 ${batchNo}` }).click();
  await page.getByRole('button', { name: '确定' }).click();

  const ended = batches.getByRole('row').filter({ hasText: batchNo });
  await expect(ended.getByText('审核完成')).toBeVisible();
  await expect(ended.getByRole('button', { name: /完成入库/ })).toHaveCount(0);
  await expect(soy.getByRole('cell').nth(4)).toHaveText(`${stockBefore + num}瓶`);
  const logged = card(page, '出入库记录').getByRole('row').filter({ hasText: batchNo });
  await expect(logged.getByText('入库', { exact: true })).toBeVisible();
  await expect(logged.getByText('批次入库')).toBeVisible();

  await page.reload();
  await expect(ended.getByText('审核完成')).toBeVisible();
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/warehouse/warehouse-page.test.tsx.
