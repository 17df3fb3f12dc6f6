import type { Page } from '@playwright/test';
import { expect, logIn, mockApi, openFromMemberMenu, test } from './fixtures';

interface CooperationSnapshot {
  cooperation: {
    tasks: { userId: number; title: string; status: number; budget: number }[];
    drafts: { userId: number; title: string }[];
    priceLogs: { userId: number; cooperationId: number }[];
  };
}

const cooperationSnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as CooperationSnapshot;

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a draft is created, edited and submitted as a task at 未处理; price matching moves it to 第 1 步 and its price log opens as a PDF', async ({
  page,
}) => {
  await logIn(page);
  await openFromMemberMenu(page, '合作任务', 'cooperation');
  const drafts = card(page, '草稿');
  await expect(drafts.getByText('年货节商品联合采购')).toBeVisible();

  await drafts.getByRole('button', { name: '新建合作任务' }).click();
  const dialog = page.getByRole('dialog', { name: '新建合作任务' });
  await dialog.getByLabel('任务名称').fill('社区门店蔬菜直采');
  await dialog.getByLabel('我的角色').click();
  await page.getByTitle('发起方', { exact: true }).click();
  await dialog.getByLabel('合作类别').click();
  await page.getByTitle('粮油副食', { exact: true }).click();
  await dialog.getByLabel('数量').fill('120');
  await dialog.getByLabel('预算（元）').fill('8800.555');
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  await expect(dialog.getByText('请输入正确的金额，最多两位小数')).toBeVisible();
  await expect(dialog.getByLabel('任务名称')).toHaveValue('社区门店蔬菜直采');
  await dialog.getByLabel('预算（元）').fill('8800.5');
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  await expect(dialog).toBeHidden();
  const draft = drafts.getByRole('row').filter({ hasText: '社区门店蔬菜直采' });
  await expect(draft).toContainText('¥8,800.50');

  await draft.getByRole('button', { name: '编辑 社区门店蔬菜直采' }).click();
  const editing = page.getByRole('dialog', { name: '编辑草稿' });
  await expect(editing.getByLabel('预算（元）')).toHaveValue('8800.50');
  await editing.getByLabel('任务名称').fill('社区门店蔬菜水果直采');
  await editing.getByLabel('预算（元）').fill('9900');
  await editing.getByRole('button', { name: '保存草稿' }).click();
  await expect(editing).toBeHidden();
  const edited = drafts.getByRole('row').filter({ hasText: '社区门店蔬菜水果直采' });
  await expect(edited).toContainText('¥9,900.00');

  await edited.getByRole('button', { name: '提交 社区门店蔬菜水果直采' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('合作任务已提交')).toBeVisible();
  await expect(edited).toHaveCount(0);
  const tasks = card(page, '任务列表');
  const task = tasks.getByRole('row').filter({ hasText: '社区门店蔬菜水果直采' });
  await expect(task).toContainText('未处理');
  await expect(task).toContainText('未匹配');
  await expect(task).toContainText('¥9,900.00');
  await page.reload();
  await expect(task).toContainText('未处理');

  await task.getByRole('button', { name: '价格匹配 社区门店蔬菜水果直采' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/价格匹配完成：/)).toBeVisible();
  await expect(task).toContainText('第 1 步');
  await expect(task.getByRole('progressbar', { name: '处理进度：第 1 步' })).toBeVisible();
  await expect(task).not.toContainText('未匹配');

  const snapshot = await cooperationSnapshot(page);
  expect(snapshot.cooperation.tasks.filter((row) => row.title === '社区门店蔬菜水果直采')).toEqual([
    expect.objectContaining({ userId: 1, status: 0, budget: 990_000 }),
  ]);
  expect(snapshot.cooperation.drafts.map((row) => row.title)).not.toContain('社区门店蔬菜水果直采');

  const logs = card(page, '价格记录');
  const log = logs.getByRole('row').filter({ hasText: '社区门店蔬菜水果直采' });
  await expect(log).toContainText('价格匹配');

  await task.getByRole('link', { name: '社区门店蔬菜水果直采详情' }).click();
  await expect(page.getByRole('heading', { name: '合作任务详情' })).toBeVisible();
  await expect(page.getByText('提交合作任务')).toBeVisible();
  await expect(page.getByText(/^价格匹配：/)).toBeVisible();
  await page.getByRole('button', { name: '返回合作任务' }).click();

  await log.getByRole('button', { name: /^查看PDF 社区门店蔬菜水果直采/ }).click();
  await expect(page).toHaveURL(/\/pdfPreview\?url=%2Fdocs%2Fprice-log\.pdf$/);
  await expect(page.getByTitle('PDF 文件预览')).toHaveAttribute('src', /\/docs\/price-log\.pdf$/);
  const pdf = await page.request.get('/docs/price-log.pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

// The second seeded member's view of these screens, without the guarded actions, is checked
// on the whole route tree in tests/integration/cooperation/cooperation-page.test.tsx.
