import type { Page } from '@playwright/test';
import { medicalEndpoints } from '@/features/medical/api/medical-endpoints';
import {
  dayFromToday,
  expect,
  logIn,
  mockApi,
  openFromMemberMenu,
  test,
  ZERO_BALANCE_MEMBER,
} from './fixtures';

// Whole journeys on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const cartLink = (page: Page) =>
  page.getByRole('navigation', { name: '快捷工具栏' }).getByRole('link', { name: /购物车/ });

interface MedicalSnapshot {
  users: { userId: number; balance: number }[];
  bills: { userId: number; amount: number; remark: string }[];
}

const medicalSnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as MedicalSnapshot;

test('a category opened from 医疗服务 finds its goods, and one goes into the cart with the badge following', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/home');
  await expect(cartLink(page)).toContainText('3');

  await openFromMemberMenu(page, '医疗服务', 'consultation');
  const categories = page.getByRole('region', { name: '服务类别' });
  await expect(categories.getByRole('article')).toHaveCount(10);
  await categories.getByRole('link', { name: '进入检测' }).click();
  await expect(page).toHaveURL(/\/member\/test$/);
  await expect(page.getByRole('heading', { level: 1, name: '检测' })).toBeVisible();

  const items = page.getByRole('region', { name: '商品与服务' });
  await expect(items.getByText('体检报告解读')).toBeVisible();
  await items.getByRole('textbox').fill('血氧');
  await items.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(items.getByText('体检报告解读')).toBeHidden();
  const good = items.getByRole('listitem').filter({ hasText: '鱼跃指夹式血氧仪' });
  await expect(good).toHaveCount(1);
  await good.getByRole('button', { name: '加入购物车 鱼跃指夹式血氧仪' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  await page.getByRole('link', { name: '首页' }).first().click();
  await expect(cartLink(page)).toContainText('4');
});

/** Books 体检报告解读 of 检测 for the logged-in member; answers the dialog at its pay step. */
async function bookHealthCheckReading(page: Page) {
  await page.goto('/member/test');
  const items = page.getByRole('region', { name: '商品与服务' });
  await items.getByRole('button', { name: '预约咨询 体检报告解读' }).click();
  const dialog = page.getByRole('dialog', { name: '预约体检报告解读' });
  await dialog.getByLabel('就诊人').fill('林晓雨');
  await dialog.getByLabel('联系电话').fill('13800000001');
  await dialog.getByRole('combobox', { name: '预约日期' }).click();
  await page.getByTitle(dayFromToday(2), { exact: true }).click();
  await dialog.getByLabel('病情描述').fill('体检报告有几项偏高，想请医生解读。');
  await dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(dialog.getByRole('button', { name: '余额支付' })).toBeVisible();
  return dialog;
}

test('a paid consultation whose answer is lost after the server took the money ends as paid, debited once', async ({
  page,
}) => {
  await logIn(page);
  const dialog = await bookHealthCheckReading(page);
  const pay = dialog.getByRole('button', { name: '余额支付' });
  await expect(dialog.getByText('账户余额：¥50,000.00')).toBeVisible();
  const before = await medicalSnapshot(page);
  await mockApi.failNext(page, medicalEndpoints.payOne, { network: true, after: true });
  await pay.click();

  await expect(dialog.getByText('支付成功', { exact: true })).toBeVisible();
  const after = await medicalSnapshot(page);
  expect(after.users[0]?.balance).toBe((before.users[0]?.balance ?? 0) - 4900);
  const debits = (snapshot: MedicalSnapshot) =>
    snapshot.bills.filter((bill) => bill.userId === 1 && bill.remark.startsWith('医疗咨询'));
  expect(debits(after)).toHaveLength(debits(before).length + 1);

  // the statement shows the one debit, and the consultation is paid
  await page.goto('/member/withdrawal');
  const bills = page.getByRole('region', { name: '收支明细', exact: true });
  const newest = bills.locator('.ant-table-row').first();
  await expect(newest).toContainText('医疗咨询');
  await expect(newest).toContainText('-¥49.00');
  await expect(bills.locator('.ant-table-row', { hasText: '医疗咨询' })).toHaveCount(1);

  await page.goto('/member/consultation');
  const mine = page.getByRole('region', { name: '我的咨询' });
  const newestConsultation = mine.locator('.ant-table-row').first();
  await expect(newestConsultation).toContainText('体检报告解读');
  await expect(newestConsultation).toContainText('待接诊');
});

test('the member with ¥0.00 is offered 充值结算 for the whole fee, and nothing is taken', async ({
  page,
}) => {
  await logIn(page, ZERO_BALANCE_MEMBER);
  const dialog = await bookHealthCheckReading(page);
  await expect(dialog.getByText('账户余额：¥0.00')).toBeVisible();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByLabel('充值金额')).toHaveValue('49.00');
  await expect(recharge.getByText('余额不足')).toBeVisible();
  const snapshot = await medicalSnapshot(page);
  expect(snapshot.users.find((user) => user.userId === 2)?.balance).toBe(0);
});

test('an enquiry sent from a category is one of 在线咨询’s, under 医疗服务', async ({ page }) => {
  await logIn(page);
  await page.goto('/member/remote');
  await page.getByRole('button', { name: '向专科医生咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '新建咨询' });
  await expect(dialog.getByLabel('咨询标题')).toHaveValue('远程医疗咨询');
  await expect(dialog.getByText('咨询类别：医疗服务')).toBeVisible();
  const editor = dialog.getByRole('textbox', { name: '咨询内容' });
  await editor.click();
  await page.keyboard.type('视频问诊需要提前准备哪些检查报告？');
  await dialog.getByRole('button', { name: '提交咨询' }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/member/my_ask');
  const row = page.getByRole('row').filter({ hasText: '远程医疗咨询' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待回复');
});
