import { expect, logIn, mockApi, test } from './fixtures';

const REWARDS_PAGE = '/member/my_reward';
const BILLS_PAGE = '/member/withdrawal';
const DEPOSITS_PAGE = '/member/my_deposit';
const CREDIT_PAGE = '/member/my_credit';

test('a claimed reward turns 已领取, raises the balance on 账单 by its amount and is listed in the statement', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(BILLS_PAGE);
  await expect(page.getByTestId('available-balance')).toHaveText('¥50,000.00');

  await page.goto(REWARDS_PAGE);
  await expect(page.getByRole('heading', { name: '我的奖励' })).toBeVisible();
  const reward = page.getByRole('row', { name: /半年度优秀会员奖/ });
  await expect(reward).toContainText('待领取');
  await expect(reward).toContainText('¥888.00');
  await reward.getByRole('button', { name: '领取 半年度优秀会员奖' }).click();
  await expect(page.getByText('领取成功，¥888.00 已存入账户余额')).toBeVisible();
  await expect(reward).toContainText('已领取');
  await expect(reward.getByRole('button')).toHaveCount(0);

  // the claimed list holds it too, and a reload keeps it claimed
  await page.locator('.ant-radio-button-wrapper', { hasText: '已领取' }).click();
  await expect(page).toHaveURL(/state=CLAIMED/);
  await page.reload();
  await expect(page.getByRole('row', { name: /半年度优秀会员奖/ })).toContainText('已领取');

  await page.goto(BILLS_PAGE);
  await expect(page.getByTestId('available-balance')).toHaveText('¥50,888.00');
  const bills = page.getByRole('region', { name: '收支明细', exact: true });
  const newest = bills.locator('.ant-table-row').first();
  await expect(newest).toContainText('奖励');
  await expect(newest).toContainText('+¥888.00');
  await expect(newest).toContainText('¥50,888.00');
  await expect(newest).toContainText('奖励领取：半年度优秀会员奖');

  const snapshot = (await mockApi.snapshot(page)) as unknown as {
    users: { balance: number }[];
    awards: { awardName: string; state: string }[];
  };
  expect(snapshot.users[0].balance).toBe(5_088_800);
  expect(
    snapshot.awards.filter((award) => award.awardName === '半年度优秀会员奖').map((a) => a.state),
  ).toEqual(['CLAIMED']);
});

test('my_deposit shows what the deposits hold now, each deposit with its status and history', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(DEPOSITS_PAGE);
  await expect(page.getByRole('group', { name: '保证金（冻结中）' })).toContainText('¥67,000.00');

  const supplier = page.getByRole('region', { name: '供应商保证金', exact: true });
  await expect(supplier).toContainText('部分违约扣除');
  await expect(supplier).toContainText('¥20,000.00');
  await expect(supplier).toContainText('¥17,000.00');
  const history = supplier.locator('.ant-table-row');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('缴纳');
  await expect(history.nth(1)).toContainText('违约扣除');
  await expect(history.nth(1)).toContainText('¥3,000.00');
  await expect(history.nth(1)).toContainText('4月批次到货延误，按供货协议扣除违约金');

  const returned = page.getByRole('region', { name: '物流服务保证金', exact: true });
  await expect(returned).toContainText('已全部退还');
  await expect(returned).toContainText('合作期满，无违约记录，全额退还');
  await expect(page.getByRole('region', { name: '分销中心保证金', exact: true })).toContainText(
    '冻结中',
  );
});

test('my_credit shows the score, its level and the history, page by page', async ({ page }) => {
  await logIn(page);
  await page.goto(CREDIT_PAGE);
  const rating = page.getByRole('region', { name: '当前信用', exact: true });
  await expect(rating).toContainText('93');
  await expect(rating).toContainText('AAA');
  await expect(rating).toContainText('信用极好');
  await expect(page.getByRole('region', { name: '信用等级说明', exact: true })).toContainText(
    '90–100 分',
  );

  const history = page.getByRole('region', { name: '信用记录', exact: true });
  const first = history.locator('.ant-table-row').first();
  await expect(first).toContainText('+1');
  await expect(first).toContainText('订单按时付款');
  await expect(first).toContainText('93');
  await expect(history.locator('.ant-table-row')).toHaveCount(10);

  await history.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(history.locator('.ant-table-row').first()).toContainText('供货到货延误，违约扣分');
  await page.reload();
  await expect(history.locator('.ant-table-row')).toHaveCount(10);
  await history.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(history.getByText('开通会员，初始信用分')).toBeVisible();
});
