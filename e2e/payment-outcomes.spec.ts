import { addAddressByRecognition, buyNowWithZeroBalance, newestOrderOf } from './checkout-steps';
import {
  expect,
  logIn,
  MEMBER,
  memberCentreBalance,
  mockApi,
  test,
  ZERO_BALANCE_MEMBER,
} from './fixtures';

const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const balanceOf = async (page: Parameters<typeof mockApi.snapshot>[0], phone: string) =>
  (await mockApi.snapshot(page)).users.find((user) => user.phone === phone)?.balance ?? 0;

test('a completed WeChat top-up returns to the pay step with the new balance, and one click pays', async ({
  page,
}) => {
  const dialog = await buyNowWithZeroBalance(page);
  await addAddressByRecognition(page, dialog);
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await expect(recharge.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const order = await newestOrderOf(page, ZERO_BALANCE_MEMBER);

  await mockApi.completeOnlinePayment(page, 'wx');

  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(recharge).toBeHidden();
  await expect(dialog.getByText(`账户余额：${yuan(order?.price ?? 0)}`)).toBeVisible();
  await dialog.getByRole('button', { name: '余额支付' }).click();
  await expect(page.getByRole('dialog', { name: '支付成功' })).toBeVisible();
  expect(await balanceOf(page, ZERO_BALANCE_MEMBER)).toBe(0);
});

test('a WeChat top-up without an order, from the member centre, raises the balance shown', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/member/member_center');
  const before = await balanceOf(page, MEMBER);
  await expect(memberCentreBalance(page)).toContainText(yuan(before));
  await page.getByRole('button', { name: '充值', exact: true }).click();

  const recharge = page.getByRole('dialog', { name: '充值结算' });
  await recharge.getByText('银行转账', { exact: true }).click();
  await expect(recharge.getByRole('button', { name: '仅充值' })).toBeVisible();
  await expect(recharge.getByRole('button', { name: '充值并支付' })).toHaveCount(0);
  await recharge.getByText('微信', { exact: true }).click();
  await recharge.getByLabel('充值金额').fill('250');
  await expect(recharge.getByRole('img', { name: '微信支付二维码' })).toBeVisible();

  await mockApi.completeOnlinePayment(page, 'wx');

  await expect(page.getByText('充值成功')).toBeVisible();
  await expect(recharge).toBeHidden();
  expect(await balanceOf(page, MEMBER)).toBe(before + 25_000);
  await expect(memberCentreBalance(page)).toContainText(yuan(before + 25_000));
});
