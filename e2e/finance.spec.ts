import type { Page } from '@playwright/test';
import { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { expect, logIn, mockApi, test } from './fixtures';

const BANK_PAGE = '/member/my_bank';
const BILLS_PAGE = '/member/withdrawal';

interface FinanceSnapshot {
  banks: { userId: number; userBank: string; userBankNo: string; isDefault: number }[];
  withdrawals: { userId: number; amount: number; auditStatus: string }[];
  users: { userId: number; balance: number }[];
}

const financeSnapshot = async (page: Page) =>
  (await mockApi.snapshot(page)) as unknown as FinanceSnapshot;

/** Logs in on the bills page and answers its available balance, the seeded ¥50,000.00. */
async function openBillsWithSeededBalance(page: Page) {
  await logIn(page);
  await page.goto(BILLS_PAGE);
  const available = page.getByTestId('available-balance');
  await expect(available).toHaveText('¥50,000.00');
  return available;
}

test('a bank account added on my_bank is offered, by its last 4 digits, for withdrawal and in the recharge dialog', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(BANK_PAGE);
  await expect(page.getByText('中国工商银行（尾号 5678）')).toBeVisible();
  await page.getByRole('button', { name: '新增银行账户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增银行账户' });
  await dialog.getByLabel('开户银行').fill('中国银行');
  await dialog.getByLabel('户名').fill('林晓雨');
  // full-width digits, typed as a Chinese input method would, are grouped in fours
  await dialog.getByLabel('银行账号').fill('６２１６６１０００００１２３４６７８９');
  await expect(dialog.getByLabel('银行账号')).toHaveValue('6216 6100 0001 2346 789');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('中国银行（尾号 6789）')).toBeVisible();
  await expect(page.getByText('6216610000012346789')).toHaveCount(0);
  const { banks } = await financeSnapshot(page);
  expect(banks.filter((bank) => bank.userBank === '中国银行')).toEqual([
    expect.objectContaining({ userId: 1, userBankNo: '6216610000012346789', isDefault: 0 }),
  ]);

  await page.goto(BILLS_PAGE);
  await page.getByLabel('提现银行账户').click();
  await expect(page.getByTitle('中国银行（尾号 6789）')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/my_cart');
  await page.getByText('全选').click();
  await page.getByRole('button', { name: '去结算' }).click();
  const order = page.getByRole('dialog', { name: '请确认订单信息' });
  await expect(order.getByRole('button', { name: '提交订单' })).toBeEnabled();
  await order.getByRole('button', { name: '提交订单' }).click();
  await mockApi.failNext(page, checkoutEndpoints.payByBalance, {
    errorCode: '30232',
    errorMessage: '余额不足',
  });
  await order.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await recharge.getByText('银行转账', { exact: true }).click();
  await recharge.getByLabel('付款账户').click();
  await expect(page.getByTitle('中国银行（尾号 6789）')).toBeVisible();
});

test('a withdrawal request lowers the available balance and is listed as 审核中 in the bills and the requests', async ({
  page,
}) => {
  const available = await openBillsWithSeededBalance(page);

  const amount = page.getByLabel('提现金额（元）');
  await amount.fill('0.001');
  await page.getByRole('button', { name: '提交提现申请' }).click();
  await expect(page.getByText('请输入正确的金额，最多两位小数')).toBeVisible();
  await amount.fill('60000');
  await expect(page.getByText('提现金额不能超过可用余额 ¥50,000.00')).toBeVisible();
  expect((await financeSnapshot(page)).users[0].balance).toBe(5_000_000);

  await amount.fill('1234.56');
  await page.getByRole('button', { name: '提交提现申请' }).click();
  await expect(page.getByText('提现申请已提交，等待审核')).toBeVisible();
  await expect(available).toHaveText('¥48,765.44');
  await expect(page.getByText('¥1,234.56', { exact: true }).first()).toBeVisible();

  const bills = page.getByRole('region', { name: '收支明细', exact: true });
  const newest = bills.locator('.ant-table-row').first();
  await expect(newest).toContainText('提现（审核中）');
  await expect(newest).toContainText('-¥1,234.56');
  await expect(newest).toContainText('¥48,765.44');

  const requests = page.getByRole('region', { name: '提现记录', exact: true });
  const request = requests.locator('.ant-table-row').first();
  await expect(request).toContainText('审核中');
  await expect(request).toContainText('¥1,234.56');
  await expect(request).toContainText('中国工商银行（尾号 5678）');

  // the type filter lives in the URL and keeps the new line
  await bills.getByLabel('类型').click();
  await page.getByTitle('提现', { exact: true }).click();
  await expect(page).toHaveURL(/type=WITHDRAW/);
  await page.reload();
  await expect(bills.locator('.ant-table-row').first()).toContainText('提现（审核中）');

  const snapshot = await financeSnapshot(page);
  expect(snapshot.users[0].balance).toBe(4_876_544);
  expect(snapshot.withdrawals.filter((row) => row.auditStatus === 'AUDIT')).toEqual([
    expect.objectContaining({ userId: 1, amount: 123_456 }),
  ]);
});

test('a refused withdrawal gives the held amount back to the available balance', async ({
  page,
}) => {
  const available = await openBillsWithSeededBalance(page);
  await page.getByLabel('提现金额（元）').fill('200');
  await page.getByRole('button', { name: '提交提现申请' }).click();
  await expect(available).toHaveText('¥49,800.00');

  await mockApi.auditWithdrawals(page, 'REFUSE');
  await page.reload();
  await expect(available).toHaveText('¥50,000.00');
  const requests = page.getByRole('region', { name: '提现记录', exact: true });
  await expect(requests.locator('.ant-table-row').first()).toContainText('已拒绝');
  const bills = page.getByRole('region', { name: '收支明细', exact: true });
  await expect(bills.locator('.ant-table-row').first()).toContainText('退款');
  await expect(bills.locator('.ant-table-row').first()).toContainText('+¥200.00');
});

test('on my_bank a member makes another account the default, edits it and deletes the old one', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(BANK_PAGE);
  const icbc = page.getByRole('region', { name: '中国工商银行（尾号 5678）', exact: true });
  const cmb = page.getByRole('region', { name: '招商银行（尾号 4321）', exact: true });
  await expect(icbc.getByText('默认', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '设为默认 招商银行（尾号 4321）' }).click();
  await expect(cmb.getByText('默认', { exact: true })).toBeVisible();
  await expect(icbc.getByText('默认', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: '编辑 招商银行（尾号 4321）' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑银行账户' });
  await expect(dialog.getByLabel('银行账号')).toHaveValue('6225 8801 8765 4321');
  await dialog.getByLabel('开户银行').fill('招商银行深圳分行');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('招商银行深圳分行（尾号 4321）')).toBeVisible();

  await page.getByRole('button', { name: '删除 中国工商银行（尾号 5678）' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(icbc).toHaveCount(0);

  // the withdrawal form offers what is left, the new default chosen
  await page.goto(BILLS_PAGE);
  await expect(page.getByTitle('招商银行深圳分行（尾号 4321）')).toBeVisible();
  await page.getByLabel('提现银行账户').click();
  await expect(page.getByRole('option')).toHaveCount(1);
});
